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
  renderAsSam,
  SAM,
  signInAsIvy,
  type FakeMemberRowOptions,
} from './fake-members';
export {
  authUrl,
  fakeSessionBody,
  fakeTotpFactor,
  passwordGrantHandler,
  restUrl,
  storeFakeSession,
  type FakeSessionOptions,
} from './fake-supabase';
export type { ChangedRow, FakeRealtime, FakeRealtimeChannel } from './fake-realtime';
export {
  apiError,
  failsOnceThen,
  fakeServerList,
  recordedQueries,
  type FakeServerListOptions,
} from './fake-api';
export { fakePosthog } from './fake-posthog';
export { guardedRoute } from './guarded-route';
export { columnHeader, expectTextsIn, findRow } from './table-queries';
export { fixture } from './fixture';
export { withWindowWidth } from './window-width';
