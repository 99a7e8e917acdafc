/** Every error the API returns has this JSON shape. */
export interface ErrorBody {
  error: string;
  message: string;
}

export const errorBodySchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;
