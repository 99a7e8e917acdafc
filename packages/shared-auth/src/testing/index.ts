export {
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { setupFakeNetwork } from './fake-network';
export { fakeMemberRow, fakeMembershipHandler, SAM, type FakeMemberRowOptions } from './fake-members';
export {
  fakeSessionBody,
  fakeTotpFactor,
  passwordGrantHandler,
  restUrl,
  storeFakeSession,
  type FakeSessionOptions,
} from './fake-supabase';
export type { FakeRealtime, FakeRealtimeChannel } from './fake-realtime';
