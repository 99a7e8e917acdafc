/**
 * jsdom has no ResizeObserver; antd's Tabs, Table and Select and recharts observe
 * their size. A no-op one is enough for tests that read text, not layout. Import this module first in a test file.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
export {};
