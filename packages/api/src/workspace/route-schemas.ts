import { errorBodySchema } from '../http/error-body.js';

/** Error responses every outbound route can give (bad request, no token, no member row or inbound plan). */
export const commonErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];
