import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../store/base-api';
import { getSupabase } from '../../supabase/client';
import {
  authUrl,
  CONTOSO,
  type FakeRealtimeChannel,
  fakeSessionBody,
  IVY,
  renderWithProviders,
  setupFakeNetwork,
  signInAsIvy,
  TEST_RUNTIME_CONFIG,
} from '../../testing';
import { followTable } from '../follow-table';
import { useLiveTable } from '../use-live-table';

const OTHER_ORGANIZATION = '22222222-2222-4222-8222-222222222222';
const ORDERS_URL = `${TEST_RUNTIME_CONFIG.apiBaseUrl}/orders`;

// A feature's list, as the remotes declare theirs: a query providing a tag of its own.
const ordersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<{ count: number }, void>({ query: () => '/orders', providesTags: ['Orders'] }),
  }),
});

function LiveOrders() {
  useLiveTable({ table: 'aide_purchase_orders', invalidates: ['Orders'], quietMs: 100, maxWaitMs: 1_000 });
  const { data } = ordersApi.useGetOrdersQuery();
  return <p>{data ? `Orders fetched ${data.count} times` : 'Loading'}</p>;
}

const server = setupFakeNetwork();
const { realtime } = server;
let listRequests = 0;

beforeEach(() => {
  listRequests = 0;
  signInAsIvy(server);
  server.use(http.get(ORDERS_URL, () => HttpResponse.json({ count: ++listRequests })));
});

/** Renders the list and waits until its first fetch is shown and its channel has joined. */
async function renderLiveList() {
  const view = renderWithProviders(<LiveOrders />);
  await screen.findByText('Orders fetched 1 times', undefined, SLOW);
  await waitFor(() => expect(realtime.active()).toHaveLength(1), SLOW);
  return view;
}

/** The one channel joined and not left. */
function activeChannel(): FakeRealtimeChannel {
  const [channel, ...others] = realtime.active();
  if (!channel || others.length)
    throw new Error(`expected one active channel, found ${realtime.active().length}`);
  return channel;
}

// Several test suites share two cores: leave room before calling a step late.
const SLOW = { timeout: 5_000 };
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useLiveTable', () => {
  it("joins one channel for the member's organization only while mounted", async () => {
    const { unmount } = await renderLiveList();
    const channel = activeChannel();
    // The organization's private topic the database broadcasts the table's changes on.
    expect(channel).toMatchObject({
      topic: `realtime:org:${CONTOSO.id}:aide_purchase_orders`,
      private: true,
    });
    // Joined with the member's token, so the server authorizes the member (the policy on realtime.messages).
    const { data } = await getSupabase().auth.getSession();
    expect(channel.tokens).toEqual([data.session?.access_token]);

    unmount();
    await waitFor(() => expect(channel.left).toBe(true), SLOW);
    expect(realtime.active()).toHaveLength(0);
  });

  it('refetches once after a burst of changes, not once per row', async () => {
    await renderLiveList();
    for (let i = 0; i < 500; i += 1) {
      realtime.change('aide_purchase_orders', 'INSERT', { id: `po-${i}`, organization_id: CONTOSO.id });
    }
    await screen.findByText('Orders fetched 2 times');
    await sleep(400);
    expect(listRequests).toBe(2);
  });

  it('refetches once for a statement that changed many rows (one message per organization)', async () => {
    await renderLiveList();
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: `po-${i}`, organization_id: CONTOSO.id }));
    realtime.change('aide_purchase_orders', 'INSERT', rows);
    await screen.findByText('Orders fetched 2 times');
    await sleep(400);
    expect(listRequests).toBe(2);
  });

  it("does not refetch for changes of tables it does not follow, or of another organization's", async () => {
    await renderLiveList();
    realtime.change('aide_imports', 'INSERT', { id: 'import-1', organization_id: CONTOSO.id });
    realtime.change('aide_purchase_orders', 'INSERT', { id: 'po-x', organization_id: OTHER_ORGANIZATION });
    await sleep(400);
    expect(listRequests).toBe(1);
  });

  it('keeps refreshing during a long stream of changes, at most once per maxWaitMs', async () => {
    await renderLiveList();
    const stream = setInterval(
      () => realtime.change('aide_purchase_orders', 'UPDATE', { id: 'po-1', organization_id: CONTOSO.id }),
      50,
    );
    try {
      await sleep(2_300);
    } finally {
      clearInterval(stream);
    }
    // 2.3 s of changes every 50 ms: refreshed after 1 s and 2 s, not 46 times and not never.
    expect(listRequests).toBeGreaterThanOrEqual(3);
    expect(listRequests).toBeLessThanOrEqual(4);
  });

  it('sends a refreshed token to the joined channel instead of resubscribing', async () => {
    await renderLiveList();
    const channel = activeChannel();
    const refreshed = fakeSessionBody(IVY);
    refreshed.access_token = `${refreshed.access_token}.refreshed`;
    server.use(http.post(authUrl('token'), () => HttpResponse.json(refreshed)));
    await act(() => getSupabase().auth.refreshSession());
    await waitFor(() => expect(channel.tokens).toContain(refreshed.access_token));
    expect(realtime.active()).toEqual([channel]);
  });

  it('opens a new channel when the server ends one (expired token) and refetches what it missed', async () => {
    await renderLiveList();
    const first = activeChannel();
    realtime.endChannel(first);
    await waitFor(() => expect(realtime.active()).toHaveLength(1), { timeout: 4_000 });
    expect(activeChannel()).not.toBe(first);
    await screen.findByText('Orders fetched 2 times');

    realtime.change('aide_purchase_orders', 'INSERT', { id: 'po-new', organization_id: CONTOSO.id });
    await screen.findByText('Orders fetched 3 times');
  });

  it('rejoins after the connection drops and refetches what changed meanwhile', async () => {
    await renderLiveList();
    realtime.dropConnections();
    await waitFor(() => expect(realtime.active()).toHaveLength(1), { timeout: 5_000 });
    await screen.findByText('Orders fetched 2 times');

    realtime.change('aide_purchase_orders', 'UPDATE', { id: 'po-1', organization_id: CONTOSO.id });
    await screen.findByText('Orders fetched 3 times');
  });

  it('shares one channel between followers of the same table, until the last one leaves', async () => {
    signInAsIvy(server);
    const first = jest.fn();
    const second = jest.fn();
    const follow = (onChange: () => void) =>
      followTable(getSupabase(), { table: 'aide_purchase_orders', organizationId: CONTOSO.id, onChange });
    const stopFirst = follow(first);
    const stopSecond = follow(second);
    await waitFor(() => expect(realtime.active()).toHaveLength(1), SLOW);
    const channel = activeChannel();

    realtime.change('aide_purchase_orders', 'UPDATE', { id: 'po-1', organization_id: CONTOSO.id });
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledTimes(1);

    stopFirst();
    realtime.change('aide_purchase_orders', 'UPDATE', { id: 'po-1', organization_id: CONTOSO.id });
    await waitFor(() => expect(second).toHaveBeenCalledTimes(2));
    expect(first).toHaveBeenCalledTimes(1);
    expect(channel.left).toBe(false);

    stopSecond();
    await waitFor(() => expect(channel.left).toBe(true), SLOW);
    // Following again right away opens a new channel once the old one has left.
    const stopThird = follow(first);
    await waitFor(() => expect(realtime.active()).toHaveLength(1), SLOW);
    expect(activeChannel()).not.toBe(channel);
    stopThird();
  });
});
