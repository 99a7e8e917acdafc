/** Every error the API returns has this JSON shape. */
export interface ErrorBody {
  error: string;
  message: string;
  /** The request's id (also the `x-request-id` header), to find its log lines. */
  request_id?: string;
  /** 429 quota_exceeded: which limit, its value, the use of the period and when the period ends. */
  metric?: string;
  limit?: number;
  used?: number;
  resets_at?: string;
}

export const errorBodySchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    request_id: { type: 'string' },
    metric: { type: 'string' },
    limit: { type: 'integer' },
    used: { type: 'integer' },
    resets_at: { type: 'string', format: 'date-time' },
  },
} as const;
