// Per-member limits on the expensive routes, counted in the database: over the limit a member gets 429
// `rate_limited` with Retry-After, another member is not affected, and two API replicas on one database share
// the count; on PGlite and on PostgreSQL.
import { parseRateLimits } from '../../config.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { postChat, readSse } from '../../../tests/support/chat-sse.js';
import { deploymentBackends } from '../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { startReplicas } from '../../../tests/support/replicas.js';
import { USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const LIMITS = { chatPerMinute: 2, textParsingPerMinute: 3, emailsPerHour: 2 };
const SIGNATURE = 'Nina Keller\nnina@keller.test';
const MARIA = '50000000-0000-4000-8000-000000000001';
const CHAI = '60000000-0000-4000-8000-000000000001';

describe('rate limit settings', () => {
  it('default to 30 chats and 30 parses a minute and 20 emails an hour, and read the environment', () => {
    expect(parseRateLimits({})).toEqual({ chatPerMinute: 30, textParsingPerMinute: 30, emailsPerHour: 20 });
    expect(
      parseRateLimits({
        RATE_LIMIT_CHAT_PER_MINUTE: '5',
        RATE_LIMIT_TEXT_PARSING_PER_MINUTE: '6',
        RATE_LIMIT_EMAILS_PER_HOUR: '7',
      }),
    ).toEqual({ chatPerMinute: 5, textParsingPerMinute: 6, emailsPerHour: 7 });
    expect(() => parseRateLimits({ RATE_LIMIT_EMAILS_PER_HOUR: '-1' })).toThrow(/RATE_LIMIT_EMAILS_PER_HOUR/);
  });
});

describe.each(deploymentBackends)('per-member rate limits on %s', (_name, open) => {
  const { api, tokens } = apiSuite(() => startReplicas(open, { rateLimits: LIMITS }), ['sam', 'fresh']);

  const parse = (replica: number, token: string) =>
    sendJson('POST', `${api.urls[replica]}/api/parse_customer_text`, token, { text: SIGNATURE });

  const expectRateLimited = (
    response: { status: number; headers: Headers; body: unknown },
    windowSeconds = 60,
  ) => {
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?\.$/) as string,
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('counts text parsing per member across both replicas: the fourth in a minute gets 429 with Retry-After', async () => {
    expect((await parse(0, tokens.sam)).status).toBe(200);
    expect((await parse(1, tokens.sam)).status).toBe(200);
    expect((await parse(0, tokens.sam)).status).toBe(200);
    expectRateLimited(await parse(1, tokens.sam));
    expectRateLimited(await parse(0, tokens.sam));
    // Another member of the same organization's kind is not affected.
    expect((await parse(1, tokens.fresh)).status).toBe(200);
    const { rows } = await api.db.query<{ key: string; hits: number }>(
      `select key, hits from aide_private.api_rate_limits where key like 'text-parsing:%' order by hits desc`,
    );
    expect(rows).toEqual([
      { key: `text-parsing:${USER.sam.id}`, hits: 5 },
      { key: `text-parsing:${USER.fresh.id}`, hits: 1 },
    ]);
  });

  it('limits AI chat separately, before the answer streams', async () => {
    for (const replica of [0, 1]) {
      const answer = await postChat(api.urls[replica]!, tokens.sam, {
        message: 'How many customers do we have?',
      });
      expect(answer.status).toBe(200);
      await readSse(answer);
    }
    const refused = await postChat(api.urls[0]!, tokens.sam, { message: 'And now?' });
    expectRateLimited({ status: refused.status, headers: refused.headers, body: await refused.json() });
  });

  it('counts emails sent, not drafts', async () => {
    const url = (replica: number) => `${api.urls[replica]}/api/send-preselected-items-email`;
    const draft = { mode: 'draft', customer_id: MARIA, items: [{ product_id: CHAI, quantity: 1 }] };
    for (const replica of [0, 1, 0]) {
      expect((await sendJson('POST', url(replica), tokens.sam, draft)).status).toBe(200);
    }
    const send = { ...draft, mode: 'send', subject: 'Hi', body: 'Hello' };
    // No mailbox or job queue here: what the handler answers does not matter, only that the limit lets it run.
    expect((await sendJson('POST', url(0), tokens.sam, send)).status).not.toBe(429);
    expect((await sendJson('POST', url(1), tokens.sam, send)).status).not.toBe(429);
    expectRateLimited(await sendJson('POST', url(0), tokens.sam, send), 3600);
    expect((await sendJson('POST', url(1), tokens.sam, draft)).status).toBe(200);
  });

  it('counts concurrent hits exactly and starts a new window when the last one ends', async () => {
    const hit = () =>
      api.db.query<{ hits: number; reset_ms: string }>(
        `select hits, reset_ms from aide_private.hit_rate_limit('window-test', 300)`,
      );
    const counts = (await Promise.all(Array.from({ length: 20 }, hit))).map(({ rows }) => rows[0]!.hits);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await new Promise((resolve) => setTimeout(resolve, 350));
    const { rows } = await hit();
    expect(rows[0]!.hits).toBe(1);
    expect(Number(rows[0]!.reset_ms)).toBeGreaterThan(200);
    expect(Number(rows[0]!.reset_ms)).toBeLessThanOrEqual(300);
  });
});
