import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { CONTOSO, renderWithProviders, signInAsIvy, setupFakeNetwork } from '@aide/shared-auth/testing';
import { InboundModulePage } from '../../inbound-module';
import type { PurchaseOrderSummary } from '../api/purchase-orders-api';
import { API, COUNTS, findRow, page, summary } from './purchase-order-fixtures';

const server = setupFakeNetwork();
const { realtime } = server;

/** What the API answers now: the test changes it as orders arrive and are decided elsewhere. */
const FIRST = summary(1, { customer_name: 'Acme Retail' });
let orders: PurchaseOrderSummary[] = [];
let listRequests = 0;

/** The organization's counts: the seed's (which include the first order) plus the orders that arrived. */
function countsOf(items: PurchaseOrderSummary[]) {
  const counts = { ...COUNTS };
  for (const order of items.filter((o) => o.id !== FIRST.id)) counts[order.status] += 1;
  return counts;
}

beforeEach(() => {
  orders = [FIRST];
  listRequests = 0;
  signInAsIvy(server);
  server.use(
    http.get(API, () => {
      listRequests += 1;
      return HttpResponse.json(page(orders, orders.length, countsOf(orders)));
    }),
  );
});

async function openInbox() {
  renderWithProviders(
    <Routes>
      <Route path="/inbound-module" element={<InboundModulePage />} />
    </Routes>,
    { route: '/inbound-module?tab=purchase-orders' },
  );
  await findRow('Acme Retail');
  // Live once the inbox's channel has joined (the server decides, per subscriber, which rows it sends).
  await screen.findByText('Pending (13)');
  await waitForChannel();
}

async function waitForChannel() {
  await waitFor(() => {
    if (!realtime.active().some((c) => c.topic.endsWith(':aide_purchase_orders')))
      throw new Error('The inbox never joined a Realtime channel');
  });
}

describe('the purchase-order inbox, live', () => {
  it('shows an order arriving elsewhere, and its approval by a colleague, without a reload', async () => {
    await openInbox();
    // The organization's private channel, which the database broadcasts the orders' changes on.
    expect(realtime.active().find((c) => c.topic.endsWith(':aide_purchase_orders'))).toMatchObject({
      topic: `realtime:org:${CONTOSO.id}:aide_purchase_orders`,
      private: true,
    });

    // The ERP sync brings an order: the row is inserted and the server sends the change.
    const arriving = summary(2, { customer_name: 'Borealis GmbH' });
    orders = [arriving, ...orders];
    realtime.change('aide_purchase_orders', 'INSERT', { id: arriving.id, organization_id: CONTOSO.id });
    const row = await findRow('Borealis GmbH');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Pending (14)')).toBeInTheDocument();

    // A colleague approves it.
    orders = [{ ...arriving, status: 'approved', decided_by_label: 'Sam Lee' }, ...orders.slice(1)];
    realtime.change('aide_purchase_orders', 'UPDATE', { id: arriving.id, organization_id: CONTOSO.id });
    expect(await screen.findByText('Approved (126)')).toBeInTheDocument();
    expect(within(await findRow('Borealis GmbH')).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Pending (13)')).toBeInTheDocument();
  });

  it('reads the list once for a burst of orders (an ERP sync of many)', async () => {
    await openInbox();
    const arrived = Array.from({ length: 200 }, (_, i) => summary(100 + i, { customer_name: `Batch ${i}` }));
    orders = [...arrived, ...orders];
    // Written one by one (a statement, so a message, per order): still one read of the list.
    for (const order of arrived) {
      realtime.change('aide_purchase_orders', 'INSERT', { id: order.id, organization_id: CONTOSO.id });
    }
    await screen.findByText('Pending (213)');
    expect(listRequests).toBe(2);
  });
});
