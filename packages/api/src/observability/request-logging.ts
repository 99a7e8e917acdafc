import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'info' | 'debug';

/**
 * Fastify's per-request lines ("incoming request", "request completed") at `level`: 'info' in production,
 * 'debug' on the embedded backend so `pnpm start` shows warnings and errors, not every request. A request
 * that failed is still logged as an error.
 */
export class RequestLogging extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
