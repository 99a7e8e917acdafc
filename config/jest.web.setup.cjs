require('@testing-library/jest-dom');
// findBy… and waitFor wait up to 10 s instead of 1 s: antd renders slowly in jsdom, turbo runs several suites at
// once on a 2-core machine, and a screen's data often arrives in a chain (session → member row → page). A
// generous wait, not a timing assertion: a passing test is as fast as before.
require('@testing-library/react').configure({ asyncUtilTimeout: 10000 });
// antd reads matchMedia for responsive grids; jsdom does not implement it.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
// antd measures popups, tables and avatars with ResizeObserver; jsdom has no layout, so nothing ever resizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd's form batches updates on a MessageChannel macrotask and jsdom has none. Node's real one would hold the
// process open (React's scheduler keeps a port), so a timer-based stand-in delivers the messages instead.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, close() {}, start() {} });
      this.port1 = port();
      this.port2 = port();
      const link = (from, to) => {
        from.postMessage = (data) => setTimeout(() => to.onmessage?.({ data }), 0);
      };
      link(this.port1, this.port2);
      link(this.port2, this.port1);
    }
  };
}
// jest-fixed-jsdom exposes Node's BroadcastChannel. supabase-js opens one per client for cross-tab sign-out, and an
// open channel keeps Jest from exiting, so the ones it opens are closed after each test.
const NativeBroadcastChannel = globalThis.BroadcastChannel;
const supabaseChannels = [];
globalThis.BroadcastChannel = class extends NativeBroadcastChannel {
  constructor(name) {
    super(name);
    if (String(name).startsWith('sb-')) supabaseChannels.push(this);
  }
};
afterEach(() => {
  for (const channel of supabaseChannels.splice(0)) channel.close();
});
