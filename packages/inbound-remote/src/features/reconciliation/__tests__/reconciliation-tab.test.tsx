import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  failsOnceThen,
  findRow,
  renderWithProviders,
  setupFakeNetwork,
  withWindowWidth,
} from '@aide/shared-auth/testing';
import { ReconciliationTab } from '../components/reconciliation-tab';
import {
  API,
  MISMATCH,
  MISSING_DOCUMENT,
  RESOLVED,
  ShowLocation,
  locationParams,
  order,
  page,
  reconciliation,
} from './reconciliation-fixtures';

/** Every request the tab sent, as its search params, per endpoint. */
let listRequests: URLSearchParams[] = [];
let exceptionRequests: URLSearchParams[] = [];

const server = setupFakeNetwork(
  http.get(API, ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const status = params.get('status');
    if (status === 'missing')
      return HttpResponse.json(
        reconciliation({
          items: [order({ purchase_order_id: 'po-2', po_number: 'PO-24002', status: 'missing' })],
        }),
      );
    return HttpResponse.json(reconciliation());
  }),
  http.get(`${API}/exceptions`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    exceptionRequests.push(params);
    const items =
      params.get('include_resolved') === 'true'
        ? [MISMATCH, MISSING_DOCUMENT, RESOLVED]
        : [MISMATCH, MISSING_DOCUMENT];
    return HttpResponse.json(page(items));
  }),
);

beforeEach(() => {
  listRequests = [];
  exceptionRequests = [];
});

function renderTab(search = 'tab=reconciliation') {
  return renderWithProviders(
    <>
      <ReconciliationTab />
      <ShowLocation />
    </>,
    { route: `/inbound-module?${search}` },
  );
}

/** The tolerance boxes show these, and the first list and exceptions requests sent them. */
async function expectTolerances(price: string, quantity: string) {
  expect(screen.getByLabelText('Price tolerance (%)')).toHaveValue(price);
  expect(screen.getByLabelText('Quantity tolerance (%)')).toHaveValue(quantity);
  await findRow('PO-24002');
  for (const requests of [listRequests, exceptionRequests]) {
    expect(requests[0]?.get('price_tolerance_percent')).toBe(price);
    expect(requests[0]?.get('quantity_tolerance_percent')).toBe(quantity);
  }
}

describe('Reconciliation tab', () => {
  // A desk wide enough for every column (below 1,200 px the optional ones stay out).
  withWindowWidth(1280);

  it('explains itself and asks with the default tolerances of 1 % and 5 %', async () => {
    renderTab();

    expect(screen.getByRole('heading', { name: 'Reconciliation' })).toBeInTheDocument();
    expect(
      screen.getByText(/approved purchase orders matched line by line against the ERP/i),
    ).toBeInTheDocument();
    await expectTolerances('1', '5');
    expect(exceptionRequests[0]?.get('include_resolved')).toBe('false');
  });

  it('reads the tolerances from the URL and sends them', async () => {
    renderTab('tab=reconciliation&price_tolerance=2.5&quantity_tolerance=10');

    await expectTolerances('2.5', '10');
  });

  it('ignores a tolerance outside 0–100 in the URL', async () => {
    renderTab('tab=reconciliation&price_tolerance=250');

    await expectTolerances('1', '5');
  });

  it('applies a changed tolerance once typing pauses, keeping the tab in the URL', async () => {
    renderTab();
    await findRow('PO-24002');

    fireEvent.change(screen.getByLabelText('Quantity tolerance (%)'), { target: { value: '8' } });

    await waitFor(() => expect(exceptionRequests.at(-1)?.get('quantity_tolerance_percent')).toBe('8'));
    expect(listRequests.at(-1)?.get('quantity_tolerance_percent')).toBe('8');
    const params = locationParams(screen.getByLabelText('location'));
    expect(params.get('tab')).toBe('reconciliation');
    expect(params.get('quantity_tolerance')).toBe('8');
  });

  it('explains an empty tolerance instead of sending it', async () => {
    renderTab();
    await findRow('PO-24002');
    const before = exceptionRequests.length;

    fireEvent.change(screen.getByLabelText('Price tolerance (%)'), { target: { value: '' } });

    expect(await screen.findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(exceptionRequests).toHaveLength(before);
    expect(locationParams(screen.getByLabelText('location')).has('price_tolerance')).toBe(false);
  });

  it('summarises the orders per status and the open exceptions', async () => {
    renderTab();

    const summary = await screen.findByRole('group', { name: 'Reconciliation summary' });
    expect(within(summary).getByRole('button', { name: /^Matched 101$/ })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /^Within tolerance 11$/ })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /^Mismatch 8$/ })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /^Missing 5$/ })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /^Open exceptions 17$/ })).toBeInTheDocument();
  });

  it('opens the orders filtered by a status clicked in the summary', async () => {
    renderTab();
    const summary = await screen.findByRole('group', { name: 'Reconciliation summary' });

    fireEvent.click(within(summary).getByRole('button', { name: /^Missing 5$/ }));

    await waitFor(() => expect(listRequests.at(-1)?.get('status')).toBe('missing'));
    const params = locationParams(screen.getByLabelText('location'));
    expect(params.get('tab')).toBe('reconciliation');
    expect(params.get('view')).toBe('orders');
    expect(params.get('status')).toBe('missing');
    expect(await screen.findByText('1–1 of 1 orders', undefined, { timeout: 10000 })).toBeInTheDocument();
  });

  it('queues the open exceptions with their differences highlighted and missing documents marked', async () => {
    renderTab();

    const mismatch = await findRow('PO-24001');
    expect(within(mismatch).getByText('Fabrikam')).toBeInTheDocument();
    expect(within(mismatch).getByText('Invoice INV-9001')).toBeInTheDocument();
    expect(within(mismatch).getByText('CT-001')).toBeInTheDocument();
    expect(within(mismatch).getByText('PO 10')).toBeInTheDocument();
    const erpQuantity = within(mismatch).getByText('ERP 12');
    expect(erpQuantity.closest('.ant-typography-danger')).not.toBeNull();
    expect(within(mismatch).getByLabelText('quantity difference')).toHaveTextContent('+2');
    expect(within(mismatch).getByText('ERP $13.75').closest('.ant-typography-danger')).not.toBeNull();
    expect(within(mismatch).getByLabelText('price difference')).toHaveTextContent('+10%');
    expect(within(mismatch).getByText('Mismatch')).toBeInTheDocument();
    expect(within(mismatch).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const missing = await findRow('PO-24002');
    expect(within(missing).getByText('No sales order in the ERP')).toBeInTheDocument();
    expect(within(missing).getByText('Missing')).toBeInTheDocument();
  });

  it('leaves matching values unhighlighted', async () => {
    server.use(
      http.get(`${API}/exceptions`, () =>
        HttpResponse.json(
          page([{ ...MISMATCH, erp_quantity: 10, quantity_difference: 0, differences: ['price'] }]),
        ),
      ),
    );
    renderTab();

    const row = await findRow('PO-24001');
    expect(within(row).getByText('ERP 10').closest('.ant-typography-danger')).toBeNull();
    expect(within(row).queryByLabelText('quantity difference')).not.toBeInTheDocument();
    expect(within(row).getByLabelText('price difference')).toBeInTheDocument();
  });

  it('shows resolved exceptions with their note, who and when on request', async () => {
    renderTab();
    await findRow('PO-24001');
    expect(screen.queryByText('PO-24003')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Show resolved' }));

    const resolved = await findRow('PO-24003');
    expect(within(resolved).getByText('Price rise agreed by phone')).toBeInTheDocument();
    expect(within(resolved).getByText(/Resolved by Ivy Chen on Nov 20, 2026/)).toBeInTheDocument();
    expect(within(resolved).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(exceptionRequests.at(-1)?.get('include_resolved')).toBe('true');
    expect(locationParams(screen.getByLabelText('location')).get('resolved')).toBe('true');
  });

  it('lists all orders with an expandable comparison of their lines, search and paging', async () => {
    server.use(
      http.get(API, ({ request }) => {
        const params = new URL(request.url).searchParams;
        listRequests.push(params);
        const search = params.get('search');
        const items = search
          ? [order({ po_number: `Match for ${search}` })]
          : [order({ po_number: params.get('page') === '2' ? 'PO-24077' : 'PO-24001' })];
        return HttpResponse.json(reconciliation({ items, total: search ? 1 : 30 }));
      }),
    );
    renderTab('tab=reconciliation&view=orders');

    const row = await findRow('PO-24001');
    expect(within(row).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(row).getByText('Mismatch')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /expand row/i }));
    const lines = await screen.findByRole('table', { name: 'Lines of PO-24001' });
    expect(within(lines).getByText('Sales order SO-5001')).toBeInTheDocument();
    expect(within(lines).getByText('Invoice INV-9001')).toBeInTheDocument();
    expect(within(lines).getByText('ERP 12').closest('.ant-typography-danger')).not.toBeNull();
    expect(within(lines).getByText('Matched')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('2'));
    expect(await findRow('PO-24077')).toBeInTheDocument();
    expect(listRequests.at(-1)?.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'fabrikam' },
    });
    expect(await findRow('Match for fabrikam')).toBeInTheDocument();
    expect(listRequests.at(-1)?.get('search')).toBe('fabrikam');
    expect(listRequests.at(-1)?.get('page')).toBe('1');
  });

  it('says so and retries when the exceptions cannot be loaded', async () => {
    server.use(http.get(`${API}/exceptions`, failsOnceThen(page([MISMATCH]), 'Database unavailable.')));
    renderTab();

    expect(
      await screen.findByText('The exceptions could not be loaded. Database unavailable.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRow('PO-24001')).toBeInTheDocument();
  });

  it('explains a refused request, for example a tab outside the organization’s plan', async () => {
    const forbidden = {
      error: 'forbidden',
      message: 'This feature is part of the inbound plan.',
    };
    server.use(
      http.get(API, () => HttpResponse.json(forbidden, { status: 403 })),
      http.get(`${API}/exceptions`, () => HttpResponse.json(forbidden, { status: 403 })),
    );
    renderTab();

    expect(
      await screen.findByText('The summary could not be loaded. This feature is part of the inbound plan.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The exceptions could not be loaded. This feature is part of the inbound plan.'),
    ).toBeInTheDocument();
  });
});
