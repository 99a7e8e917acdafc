/**
 * posthog-js is the third-party boundary of analytics: tests replace it with these mocks (in `jest.mock`), so
 * nothing is sent and its calls can be read.
 */
export function fakePosthog() {
  return {
    init: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    group: jest.fn(),
    reset: jest.fn(),
  };
}
