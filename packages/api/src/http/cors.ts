import cors from '@fastify/cors';
import type { ApiInstance } from './api-instance.js';

/** Only the configured frontends may call the API from a browser; any other origin gets no CORS headers. */
export function registerCors(app: ApiInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  void app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Idempotency-Key: the outreach sends (a repeated request queues nothing new).
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // Downloads (the reconciliation CSV) name their file in this header; browsers hide it unless exposed.
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
}
