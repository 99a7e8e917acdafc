/** Every error the API returns has this JSON shape. */
export interface ErrorBody {
  error: string;
  message: string;
  /** The request's id (also the `x-request-id` header), to find its log lines. */
  request_id?: string;
}

export const errorBodySchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' }, request_id: { type: 'string' } },
} as const;
