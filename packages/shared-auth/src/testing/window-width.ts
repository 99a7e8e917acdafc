function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/**
 * Runs each test of the enclosing describe in a window `width` pixels wide (a phone), and puts the
 * jsdom default (1024) back after it.
 */
export function withWindowWidth(width: number) {
  beforeEach(() => setWindowWidth(width));
  afterEach(() => setWindowWidth(1024));
}
