// Account security enrols authenticators with the same code rules and messages as the sign-in challenge.
export { MFA_TEXT, mfaErrorMessage, normaliseCode } from './lib/mfa-error-message';
