import { fastifySwagger } from '@fastify/swagger';
import type { ApiInstance } from '../http/api-instance.js';

/**
 * Collects every route declared after this call into an OpenAPI 3 document. The plugin's setup runs right
 * here, synchronously (not through app.register, which would defer it until after buildApi has already declared
 * the routes, and they would be missing from the document).
 */
export function registerOpenApi(app: ApiInstance): void {
  fastifySwagger(
    app,
    {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Aide API',
          version: '1.0.0',
          description:
            'Every route but /healthz and /api/openapi.json needs `Authorization: Bearer <Supabase access token>`. ' +
            'Errors have the body `{ error, message }`. See packages/api/docs/outbound-api.md.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
    },
    (error) => {
      if (error) throw error;
    },
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, () => Promise.resolve(app.swagger()));
}
