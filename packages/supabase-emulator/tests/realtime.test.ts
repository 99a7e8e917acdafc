import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { northwind, contoso } = DEMO.organizations;
type Order = { id: string; organization_id: string; po_number: string; status: string };
type Received = RealtimePostgresChangesPayload<Order>;

// The product follows its tables through private broadcast channels and publishes none of them for Postgres
// changes (migration 20261128000300); the emulator's Postgres changes are tested on two tables published here.
const { t, sam, ivy } = emulatorSuite({
  signIn: ['sam', 'ivy'],
  seed: (suite) =>
    suite.db.exec(`
      do $$
      declare t text;
      begin
        foreach t in array array['aide_purchase_orders', 'aide_client_customers'] loop
          if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = t)
          then execute format('alter publication supabase_realtime add table public.%I', t);
          end if;
        end loop;
      end $$`),
});
let poNumber = 0;

/** Collects what a channel receives; `next` waits for a payload matching a predicate. */
function collect() {
  const received: Received[] = [];
  const waiters: Array<{ test: (p: Received) => boolean; resolve: (p: Received) => void }> = [];
  return {
    received,
    push(payload: Received) {
      received.push(payload);
      for (const w of [...waiters]) {
        if (w.test(payload)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(payload);
        }
      }
    },
    next(test: (p: Received) => boolean, timeoutMs = 5000): Promise<Received> {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching change arrived')), timeoutMs);
        waiters.push({
          test,
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
  };
}

/** Subscribes a client to a table's changes and waits until the server confirms the subscription. */
async function follow(
  client: SupabaseClient,
  name: string,
  options: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
) {
  const inbox = collect();
  const statuses: string[] = [];
  const system: Array<{ status: string; message: string; extension: string }> = [];
  const channel: RealtimeChannel = client
    .channel(name)
    .on<Order>(
      'postgres_changes',
      {
        event: options.event ?? '*',
        schema: 'public',
        table: 'aide_purchase_orders',
        filter: options.filter,
      } as never,
      (payload: Received) => inbox.push(payload),
    )
    .on('system', {}, (payload: { status: string; message: string; extension: string }) =>
      system.push(payload),
    );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      if (
        status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR ||
        status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT
      )
        reject(error ?? new Error(status));
    });
  });
  await until(() => system.some((s) => s.extension === 'postgres_changes'));
  return { channel, inbox, statuses, system };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An order written straight to the database, as the API does. */
async function insertOrder(organization: string): Promise<Order> {
  const { rows } = await t.db.query<Order>(
    `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
     values ($1, $2, 'Live Customer', current_date, 100) returning id, organization_id, po_number, status`,
    [organization, `LIVE-${++poNumber}`],
  );
  return rows[0]!;
}

describe('postgres_changes on aide_purchase_orders', () => {
  let samFeed: Awaited<ReturnType<typeof follow>>;
  let ivyFeed: Awaited<ReturnType<typeof follow>>;

  beforeAll(async () => {
    [samFeed, ivyFeed] = await Promise.all([follow(sam, 'sam-inbox'), follow(ivy, 'ivy-inbox')]);
  });

  it('confirms the subscription as Realtime does', () => {
    expect(samFeed.statuses).toEqual(['SUBSCRIBED']);
    expect(samFeed.system).toContainEqual(
      expect.objectContaining({
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
      }),
    );
  });

  it("delivers an order written through SQL only to its organization's member", async () => {
    const order = await insertOrder(northwind);
    const insert = await samFeed.inbox.next((p) => p.eventType === 'INSERT' && p.new.id === order.id);
    expect(insert).toMatchObject({
      schema: 'public',
      table: 'aide_purchase_orders',
      eventType: 'INSERT',
      new: {
        id: order.id,
        organization_id: northwind,
        po_number: order.po_number,
        status: 'pending',
        total: 100,
      },
      old: {},
      errors: null,
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
    });
    // Changes are delivered in order: once ivy has her own organization's later order, she had the chance
    // to get Northwind's and did not.
    const own = await insertOrder(contoso);
    await ivyFeed.inbox.next((p) => p.eventType === 'INSERT' && p.new.id === own.id);
    expect(ivyFeed.inbox.received.every((p) => (p.new as Order).organization_id === contoso)).toBe(true);
    expect(samFeed.inbox.received.some((p) => (p.new as Order).id === own.id)).toBe(false);
  });

  it('delivers a write made through rest with the service role key', async () => {
    const admin = t.client(t.emulator.serviceRoleKey);
    const { data, error } = await admin
      .from('aide_purchase_orders')
      .insert({
        organization_id: northwind,
        po_number: `REST-${++poNumber}`,
        customer_name: 'Via Rest',
        order_date: '2026-11-01',
        total: 5,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await samFeed.inbox.next((p) => p.eventType === 'INSERT' && p.new.id === data!.id);
  });

  it('delivers updates (new row, no old values without replica identity full) and deletes (key only)', async () => {
    const order = await insertOrder(northwind);
    await t.db.query(
      `update aide_purchase_orders set status = 'approved', decided_at = now() where id = $1`,
      [order.id],
    );
    const update = await samFeed.inbox.next((p) => p.eventType === 'UPDATE' && p.new.id === order.id);
    expect(update).toMatchObject({ new: { status: 'approved', organization_id: northwind }, old: {} });

    await t.db.query('delete from aide_purchase_orders where id = $1', [order.id]);
    const deleted = await samFeed.inbox.next(
      (p) => p.eventType === 'DELETE' && (p.old as Order).id === order.id,
    );
    expect(deleted.old).toEqual({ id: order.id });
    expect(deleted.new).toEqual({});

    // Contoso's member saw none of it.
    const marker = await insertOrder(contoso);
    await ivyFeed.inbox.next((p) => (p.new as Order).id === marker.id);
    expect(ivyFeed.inbox.received.some((p) => (p.old as Partial<Order>).id === order.id)).toBe(false);
  });

  it('sends nothing for a write that is rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await tx.query(
          `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
           values ($1, 'ROLLED-BACK', 'Nobody', current_date, 1)`,
          [northwind],
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const marker = await insertOrder(northwind);
    await samFeed.inbox.next((p) => (p.new as Order).id === marker.id);
    expect(samFeed.inbox.received.some((p) => (p.new as Order).po_number === 'ROLLED-BACK')).toBe(false);
  });

  it('skips the capture of a published table nobody follows, statement by statement', async () => {
    const listened = (table: string) =>
      `current_setting('emulator_realtime.listened_' || '${table}'::regclass::oid, true)`;
    const { notFollowed, followed } = await t.db.transaction(async (tx) => {
      // aide_client_customers is in the publication, and nobody follows it here.
      await tx.query(
        `insert into aide_client_customers (organization_id, name, email)
         select $1, 'Bulk ' || i, 'bulk-' || i || '@realtime.test' from generate_series(1, 500) i`,
        [northwind],
      );
      await tx.query(
        `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
         values ($1, 'SAME-TRANSACTION', 'Bulk', current_date, 1)`,
        [northwind],
      );
      const { rows } = await tx.query<{ notFollowed: string; followed: string }>(
        `select ${listened('public.aide_client_customers')} as "notFollowed",
                ${listened('public.aide_purchase_orders')} as followed`,
      );
      return rows[0]!;
    });
    expect({ notFollowed, followed }).toEqual({ notFollowed: 'off', followed: 'on' });
    await samFeed.inbox.next((p) => (p.new as Order).po_number === 'SAME-TRANSACTION');
  });
});

describe('filters and events', () => {
  it('applies event types and column filters (eq, in, neq)', async () => {
    const onlyInserts = await follow(sam, 'sam-inserts', { event: 'INSERT' });
    const approved = await follow(sam, 'sam-decided', {
      event: 'UPDATE',
      filter: 'status=in.(approved,rejected)',
    });
    const byOrg = await follow(sam, 'sam-by-org', { filter: `organization_id=eq.${northwind}` });
    const notNorthwind = await follow(ivy, 'ivy-not-nw', { filter: `organization_id=neq.${northwind}` });

    const order = await insertOrder(northwind);
    await t.db.query(`update aide_purchase_orders set customer_name = 'Renamed' where id = $1`, [order.id]);
    await t.db.query(
      `update aide_purchase_orders set status = 'rejected', decided_at = now() where id = $1`,
      [order.id],
    );
    await approved.inbox.next((p) => (p.new as Order).id === order.id);
    await byOrg.inbox.next((p) => p.eventType === 'UPDATE' && p.new.status === 'rejected');

    expect(onlyInserts.inbox.received.map((p) => p.eventType)).toEqual(['INSERT']);
    expect(approved.inbox.received.map((p) => (p.new as Order).status)).toEqual(['rejected']);
    expect(byOrg.inbox.received.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'UPDATE']);
    const contosoOrder = await insertOrder(contoso);
    await notNorthwind.inbox.next((p) => (p.new as Order).id === contosoOrder.id);
    expect(notNorthwind.inbox.received.map((p) => (p.new as Order).organization_id)).toEqual([contoso]);
    await Promise.all([onlyInserts, approved, byOrg].map((f) => sam.removeChannel(f.channel)));
    await ivy.removeChannel(notNorthwind.channel);
  });

  it('reports a filter on an unknown column in a system message', async () => {
    const channel = sam.channel('bad-filter');
    const system: Array<{ status: string; message: string }> = [];
    channel
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'aide_purchase_orders', filter: 'nope=eq.1' },
        () => undefined,
      )
      .on('system', {}, (payload: { status: string; message: string }) => system.push(payload));
    channel.subscribe();
    await until(() => system.length > 0);
    expect(system[0]).toMatchObject({
      status: 'error',
      message: expect.stringContaining('invalid column for filter nope') as string,
    });
    await sam.removeChannel(channel);
  });
});

describe('tokens and connections', () => {
  it('keeps delivering after realtime.setAuth with a fresh token, and closes the channel on an expired one', async () => {
    const client = await t.signIn('sam');
    const feed = await follow(client, 'sam-refresh');
    const { data } = await client.auth.refreshSession();
    await client.realtime.setAuth(data.session!.access_token);
    await until(() => feed.system.filter((s) => s.message === 'Subscribed to PostgreSQL').length >= 2);
    const order = await insertOrder(northwind);
    await feed.inbox.next((p) => (p.new as Order).id === order.id);

    await client.realtime.setAuth(await t.expiredToken('sam'));
    await until(() => feed.statuses.includes('CLOSED'));
    expect(feed.system).toContainEqual(
      expect.objectContaining({
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) as string,
      }),
    );
    const after = await insertOrder(northwind);
    await new Promise((r) => setTimeout(r, 300));
    expect(feed.inbox.received.some((p) => (p.new as Order).id === after.id)).toBe(false);
    await client.removeAllChannels();
  });

  it('refuses a join with an expired token', async () => {
    const client = t.client();
    await client.realtime.setAuth(await t.expiredToken('ivy'));
    const error = await new Promise<Error | undefined>((resolve) =>
      client.channel('expired').subscribe((status, err) => {
        if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(err);
      }),
    );
    expect(error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await client.removeAllChannels();
  });

  it('reconnects and rejoins after the server drops the socket', async () => {
    const client = await t.signIn('sam');
    const feed = await follow(client, 'sam-reconnect');
    t.emulator.realtime.dropConnections();
    await until(() => !client.realtime.isConnected(), 2000);
    // realtime-js reconnects after a second and rejoins its channels, which confirm again.
    await until(() => feed.system.filter((s) => s.message === 'Subscribed to PostgreSQL').length >= 2, 8000);
    const order = await insertOrder(northwind);
    await feed.inbox.next((p) => (p.new as Order).id === order.id);
    await client.removeAllChannels();
  });
});

describe('Postgres changes of a role that may not read the table', () => {
  it('refuses an anonymous subscription, with or without a filter, and sends it nothing', async () => {
    const anon = t.client();
    const [plain, filtered] = await Promise.all([
      follow(anon, 'anon-inbox'),
      follow(anon, 'anon-by-org', { filter: `organization_id=eq.${northwind}` }),
    ]);
    for (const feed of [plain, filtered])
      expect(feed.system).toContainEqual(
        expect.objectContaining({
          extension: 'postgres_changes',
          status: 'error',
          message: expect.stringContaining(
            'Exception: permission denied for table aide_purchase_orders',
          ) as string,
        }),
      );
    // A member's subscription as the marker: once it has the order, the anonymous ones had their chance.
    const marker = await follow(sam, 'sam-marker');
    const order = await insertOrder(northwind);
    await marker.inbox.next((p) => (p.new as Order).id === order.id);
    // Not even Realtime's "Error 401: Unauthorized" message, which would tell that a change passed the filter.
    expect(plain.inbox.received).toEqual([]);
    expect(filtered.inbox.received).toEqual([]);
    await anon.removeAllChannels();
    await sam.removeChannel(marker.channel);
  });
});

type Broadcast = {
  type: 'broadcast';
  event: string;
  payload: Record<string, unknown>;
  meta?: { id: string };
};

const topicOf = (organization: string, table = 'aide_purchase_orders') => `org:${organization}:${table}`;

/** Joins a (by default private) channel as supabase-js does for Realtime Authorization; resolves once answered. */
async function join(client: SupabaseClient, topic: string, { isPrivate = true } = {}) {
  // What Realtime Authorization needs: the user's token on the socket before the join.
  await client.realtime.setAuth();
  const received: Broadcast[] = [];
  const system: Array<{ status: string; message: string; extension: string }> = [];
  const statuses: string[] = [];
  const channel = client
    .channel(topic, { config: { private: isPrivate } })
    .on('broadcast', { event: '*' }, (message: Broadcast) => received.push(message))
    .on('system', {}, (payload: { status: string; message: string; extension: string }) =>
      system.push(payload),
    );
  const error = await new Promise<Error | null>((resolve) => {
    channel.subscribe((status, err) => {
      statuses.push(status);
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(null);
      if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(err ?? new Error(status));
      if (status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) resolve(new Error(status));
    });
  });
  return { channel, received, system, statuses, error };
}

const send = (topic: string, payload: object, isPrivate = true) =>
  t.db.query(`select realtime.send($1::jsonb, 'ping', $2, $3)`, [JSON.stringify(payload), topic, isPrivate]);

describe('private channels (Realtime Authorization, broadcasts from the database)', () => {
  it("lets members join their organization's topic and sends each one message per statement", async () => {
    const [samFeed, ivyFeed] = await Promise.all([
      join(sam, topicOf(northwind)),
      join(ivy, topicOf(contoso)),
    ]);
    expect([samFeed.error, ivyFeed.error]).toEqual([null, null]);

    // One statement, orders of both organizations: the trigger sends one message per organization.
    const { rows } = await t.db.query<Order>(
      `insert into aide_purchase_orders (organization_id, po_number, customer_name, order_date, total)
       select case when i <= 3 then $1::uuid else $2::uuid end, 'BURST-' || i, 'Burst', current_date, i
         from generate_series(1, 5) i
       returning id, organization_id, po_number, status`,
      [northwind, contoso],
    );
    const idsOf = (organization: string) =>
      rows
        .filter((o) => o.organization_id === organization)
        .map((o) => o.id)
        .sort();
    await until(() => samFeed.received.length > 0 && ivyFeed.received.length > 0);
    // A second statement is a second message: once it is there, nothing else came of the first.
    const marker = await insertOrder(northwind);
    await until(() => samFeed.received.length > 1);

    const [first, second] = samFeed.received;
    expect(first).toEqual({
      type: 'broadcast',
      event: 'change',
      payload: {
        table: 'aide_purchase_orders',
        operation: 'INSERT',
        ids: idsOf(northwind),
        id: expect.any(String) as string,
      },
      meta: { id: first?.payload.id },
    });
    expect(second?.payload).toMatchObject({ operation: 'INSERT', ids: [marker.id] });
    expect(samFeed.received).toHaveLength(2);
    expect(ivyFeed.received.map((m) => m.payload.ids)).toEqual([idsOf(contoso)]);

    // Updates and deletes are sent the same way.
    await t.db.query(
      `update aide_purchase_orders set status = 'approved', decided_at = now() where id = $1`,
      [marker.id],
    );
    await t.db.query('delete from aide_purchase_orders where id = $1', [marker.id]);
    await until(() => samFeed.received.length === 4);
    expect(samFeed.received.slice(2).map((m) => [m.payload.operation, m.payload.ids])).toEqual([
      ['UPDATE', [marker.id]],
      ['DELETE', [marker.id]],
    ]);
    expect(ivyFeed.received).toHaveLength(1);
    await sam.removeChannel(samFeed.channel);
    await ivy.removeChannel(ivyFeed.channel);
  });

  it("refuses a join the policies do not allow, with Realtime's error", async () => {
    const anon = t.client();
    const attempts = [
      // Another organization's topic, a topic that is no organization's, and an anonymous join.
      [sam, topicOf(contoso)],
      [sam, 'lobby'],
      [anon, topicOf(northwind)],
    ] as const;
    for (const [client, topic] of attempts) {
      const refused = await join(client, topic);
      expect(refused.error?.message).toBe(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
      );
      await client.removeChannel(refused.channel);
    }
  });

  it('sends private messages to private channels only, public ones to public channels only', async () => {
    const anon = t.client();
    const topic = topicOf(northwind, 'aide_imports');
    const [member, stranger] = await Promise.all([join(sam, topic), join(anon, topic, { isPrivate: false })]);
    expect([member.error, stranger.error]).toEqual([null, null]);
    await send(topic, { n: 1 }, false);
    await send(topic, { n: 2 });
    await until(() => member.received.length > 0 && stranger.received.length > 0);
    await send(topic, { n: 3 });
    await send(topic, { n: 4 }, false);
    await until(() => member.received.length > 1 && stranger.received.length > 1);
    expect(member.received.map((m) => m.payload.n)).toEqual([2, 3]);
    expect(stranger.received.map((m) => m.payload.n)).toEqual([1, 4]);
    await sam.removeChannel(member.channel);
    await anon.removeChannel(stranger.channel);
  });

  it('delivers nothing a browser role sends (no insert policy on realtime.messages)', async () => {
    const topic = topicOf(northwind);
    const member = await join(sam, topic);
    const { data } = await sam.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as object;
    await t.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true),
                             set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(claims)],
      );
      // realtime.send turns the refused insert into a warning; the write that called it goes on.
      await tx.query(`select realtime.send('{"n": "spoofed"}'::jsonb, 'change', $1)`, [topic]);
    });
    await send(topic, { n: 'marker' });
    await until(() => member.received.length > 0);
    expect(member.received.map((m) => m.payload.n)).toEqual(['marker']);
    await sam.removeChannel(member.channel);
  });

  it('ends a private channel when a refreshed token may no longer read its topic', async () => {
    const client = await t.signIn('sam');
    const feed = await join(client, topicOf(northwind));
    expect(feed.error).toBeNull();
    const { data } = await ivy.auth.getSession();
    await client.realtime.setAuth(data.session!.access_token);
    await until(() => feed.statuses.includes('CLOSED'));
    expect(feed.system).toContainEqual(
      expect.objectContaining({
        extension: 'system',
        status: 'error',
        message: `You do not have permissions to read from this Channel topic: ${topicOf(northwind)}`,
      }),
    );
    await insertOrder(northwind);
    await new Promise((r) => setTimeout(r, 300));
    expect(feed.received).toEqual([]);
    await client.removeAllChannels();
  });

  it('sends vsn 1.0.0 sockets the broadcast as a JSON message', async () => {
    const { data } = await sam.auth.getSession();
    const topic = `realtime:${topicOf(northwind, 'aide_intake_emails')}`;
    const socket = new WebSocket(
      `${t.emulator.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${t.emulator.anonKey}&vsn=1.0.0`,
    );
    const messages: Array<{ event: string; payload: Record<string, unknown> }> = [];
    socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as (typeof messages)[0]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({
        topic,
        event: 'phx_join',
        payload: {
          config: { private: true, broadcast: { self: false }, presence: { enabled: false } },
          access_token: data.session!.access_token,
        },
        ref: '1',
        join_ref: '1',
      }),
    );
    await until(() => messages.some((m) => m.event === 'phx_reply'));
    expect(messages[0]?.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await send(topicOf(northwind, 'aide_intake_emails'), { n: 1 });
    await until(() => messages.some((m) => m.event === 'broadcast'));
    expect(messages.find((m) => m.event === 'broadcast')).toEqual({
      topic,
      event: 'broadcast',
      payload: {
        type: 'broadcast',
        event: 'ping',
        payload: { n: 1, id: expect.any(String) as string },
        meta: { id: expect.any(String) as string },
      },
      ref: null,
      join_ref: null,
    });
    socket.close();
  });
});
