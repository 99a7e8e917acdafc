export {
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { setupFakeNetwork } from './fake-network';
export { fakeSessionBody, passwordGrantHandler, restUrl, storeFakeSession } from './fake-supabase';
