export {
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { fakeSessionBody, passwordGrantHandler, restUrl, storeFakeSession } from './fake-supabase';
