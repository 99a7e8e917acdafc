import Fastify from 'fastify';
import type { ApiInstance, SchemaTypes } from '../api-instance.js';
import { listen } from '../../../tests/support/http.js';

// A route's reply is typed by its response schema (SchemaTypes): `pnpm typecheck` fails on the
// `@ts-expect-error` lines below if a wrong reply ever compiles. At run time the schema writes the reply.
const offer = {
  type: 'object',
  required: ['id', 'status', 'created_at'],
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: ['active', 'ended'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

function appWithRoutes(): ApiInstance {
  const app = Fastify().withTypeProvider<SchemaTypes>();
  const schema = { response: { 200: offer } };
  // A database row: a Date for the timestamp, and a column the schema does not publish.
  app.get('/offer', { schema }, () => ({
    id: 'o1',
    status: 'active' as const,
    created_at: new Date('2026-11-25T10:00:00Z'),
    organization_id: 'org-1',
  }));
  // @ts-expect-error a status the schema does not allow
  app.get('/wrong-status', { schema }, () => ({ id: 'o1', status: 'paused', created_at: '' }));
  // @ts-expect-error a field of the wrong type
  app.get('/wrong-id', { schema }, () => ({ id: 1, status: 'active' as const, created_at: '' }));
  // @ts-expect-error a required field left out
  app.get('/missing', { schema }, () => ({ id: 'o1', status: 'active' as const }));
  app.delete('/offer', { schema: { response: { 204: { type: 'null' } } } }, (_request, reply) =>
    reply.code(204).send(),
  );
  return app;
}

describe('replies typed by their response schema', () => {
  const app = appWithRoutes();
  let url = '';
  beforeAll(async () => {
    url = await listen(app);
  });
  afterAll(() => app.close());

  it('writes a row through its schema: the timestamp as ISO text, undeclared columns left out', async () => {
    const response = await fetch(`${url}/offer`);
    expect(await response.json()).toEqual({
      id: 'o1',
      status: 'active',
      created_at: '2026-11-25T10:00:00.000Z',
    });
  });

  it('sends a 204 without a body', async () => {
    const response = await fetch(`${url}/offer`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
