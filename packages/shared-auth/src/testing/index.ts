export {
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { setupFakeNetwork } from './fake-network';
export {
  fakeSessionBody,
  fakeTotpFactor,
  passwordGrantHandler,
  restUrl,
  storeFakeSession,
  type FakeSessionOptions,
} from './fake-supabase';
export { fakeRealtime, type FakeRealtime, type FakeRealtimeChannel } from './fake-realtime';
