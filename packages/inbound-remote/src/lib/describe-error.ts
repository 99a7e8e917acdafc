// The one description of API errors lives in shared-auth (the shell and both remotes use it).
export { describeError, isNetworkError } from '@aide/shared-auth';
