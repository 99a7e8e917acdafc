import { APIConnectionError, APIError } from 'openai';
import { ProviderError } from '../chat-types.js';

export const providerHttpMessage = (status: number) =>
  `The AI provider did not answer (HTTP ${status}). Try again in a moment.`;

export const PROVIDER_UNREACHABLE_MESSAGE = 'The AI provider could not be reached. Try again in a moment.';

/**
 * The contract's wording for a failed model call: an HTTP status the provider answered with, or no answer at
 * all (connection refused, timeout, stream cut off). Both are worth retrying.
 */
export function providerErrorOf(error: APIError | TypeError): ProviderError {
  if (error instanceof APIError && !(error instanceof APIConnectionError) && error.status !== undefined) {
    return new ProviderError(providerHttpMessage(error.status));
  }
  return new ProviderError(PROVIDER_UNREACHABLE_MESSAGE);
}
