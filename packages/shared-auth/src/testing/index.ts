export {
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { setupFakeNetwork } from './fake-network';
export {
  CONTOSO,
  fakeMemberRow,
  fakeMembershipHandler,
  IVY,
  ivyMemberRow,
  ivyMembershipHandler,
  SAM,
  signInAsIvy,
  type FakeMemberRowOptions,
} from './fake-members';
export {
  fakeSessionBody,
  fakeTotpFactor,
  passwordGrantHandler,
  restUrl,
  storeFakeSession,
  type FakeSessionOptions,
} from './fake-supabase';
export type { FakeRealtime, FakeRealtimeChannel } from './fake-realtime';
export { failsOnceThen } from './fake-api';
export { fakePosthog } from './fake-posthog';
export { guardedRoute } from './guarded-route';
export { columnHeader, findRow, TABLE_WAIT } from './table-queries';
