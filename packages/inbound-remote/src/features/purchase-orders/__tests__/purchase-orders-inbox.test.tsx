import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failsOnceThen, recordedQueries, setupFakeNetwork, withWindowWidth } from '@aide/shared-auth/testing';
import {
  API,
  button,
  columnHeader,
  findDialog,
  currentParams,
  findRow,
  page,
  renderTab,
  summary,
} from './purchase-order-fixtures';

/** Every list request, as the query string the inbox sent. */
const requests = recordedQueries();

const server = setupFakeNetwork();

function answerList(respond: (params: URLSearchParams) => Response = () => HttpResponse.json(FIRST_PAGE)) {
  server.use(
    http.get(API, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return respond(params);
    }),
  );
}

const FIRST_PAGE = page(
  [
    summary(1, { customer_name: 'Acme Retail', total: 1234.5, ai_score: 92 }),
    summary(2, { customer_name: 'Borealis GmbH', currency: 'EUR', total: 990, ai_score: 65 }),
    summary(3, {
      customer_name: 'Cobalt Ltd',
      status: 'approved',
      ai_score: 30,
      decided_by_label: 'Ivy Chen',
      decided_at: '2026-11-21T10:00:00Z',
    }),
  ],
  150,
);

describe('Purchase orders inbox', () => {
  // A desk wide enough for every column (below 1,200 px the optional ones stay out).
  withWindowWidth(1280);

  it('lists the page with money in each currency, status, coloured AI score, decider and the counts', async () => {
    answerList();
    renderTab();

    expect(screen.getByRole('heading', { name: 'Purchase Orders' })).toBeInTheDocument();
    const acme = await findRow('Acme Retail');
    expect(within(acme).getByText('PO-24001')).toBeInTheDocument();
    expect(within(acme).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(acme).getByText('Pending')).toBeInTheDocument();
    expect(within(acme).getByLabelText('AI score 92')).toHaveClass('ant-tag-green');
    const borealis = await findRow('Borealis GmbH');
    expect(within(borealis).getByText('€990.00')).toBeInTheDocument();
    expect(within(borealis).getByLabelText('AI score 65')).toHaveClass('ant-tag-gold');
    const cobalt = await findRow('Cobalt Ltd');
    expect(within(cobalt).getByLabelText('AI score 30')).toHaveClass('ant-tag-red');
    expect(within(cobalt).getByText('Ivy Chen')).toBeInTheDocument();

    expect(screen.getByText('All (150)')).toBeInTheDocument();
    expect(screen.getByText('Pending (13)')).toBeInTheDocument();
    expect(screen.getByText('Approved (125)')).toBeInTheDocument();
    expect(screen.getByText('Rejected (12)')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 150 purchase orders')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual({ page: '1', page_size: '20' });
  });

  it('asks the server for the status, search, filters, sort and page written in the URL', async () => {
    answerList();
    renderTab(
      '?tab=purchase-orders&status=pending&q=acme&from=2026-11-01&to=2026-11-30&min_total=100' +
        '&max_total=5000&min_score=50&sort=-total&page=2&page_size=50',
    );

    await findRow('Acme Retail');
    expect(Object.fromEntries(requests[0]!)).toEqual({
      status: 'pending',
      search: 'acme',
      from: '2026-11-01',
      to: '2026-11-30',
      min_total: '100',
      max_total: '5000',
      min_score: '50',
      sort: '-total',
      page: '2',
      page_size: '50',
    });
    expect(screen.getByLabelText('Search purchase orders')).toHaveValue('acme');
    expect(screen.getByLabelText('Order date from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Minimum AI score')).toHaveValue('50');
  });

  it('clears the search and every filter with Clear filters, keeping the status', async () => {
    answerList();
    renderTab(
      '?tab=purchase-orders&status=pending&q=acme&from=2026-11-01&to=2026-11-30&min_total=100' +
        '&max_total=5000&min_score=50',
    );
    await findRow('Acme Retail');

    fireEvent.click(button('Clear filters'));
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1)!)).toEqual({ status: 'pending', page: '1', page_size: '20' }),
    );
    expect(Object.fromEntries(currentParams())).toEqual({ tab: 'purchase-orders', status: 'pending' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('writes status, search, filters and sort into the URL beside the tab and asks the server again', async () => {
    answerList();
    renderTab('?tab=purchase-orders&page=3');
    await findRow('Acme Retail');

    fireEvent.click(screen.getByText('Pending (13)'));
    await waitFor(() => expect(requests.at(-1)?.get('status')).toBe('pending'));
    expect(currentParams().get('tab')).toBe('purchase-orders');
    expect(currentParams().get('status')).toBe('pending');
    // A new filter starts at page 1.
    expect(currentParams().get('page')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search purchase orders'), {
      target: { value: 'bor' },
    });
    fireEvent.change(screen.getByLabelText('Search purchase orders'), {
      target: { value: 'borealis' },
    });
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('borealis'));
    expect(requests.map((params) => params.get('search')).filter(Boolean)).toEqual(['borealis']);
    expect(currentParams().get('q')).toBe('borealis');

    const minScore = screen.getByLabelText('Minimum AI score');
    fireEvent.change(minScore, { target: { value: '80' } });
    fireEvent.blur(minScore);
    await waitFor(() => expect(requests.at(-1)?.get('min_score')).toBe('80'));

    fireEvent.change(screen.getByLabelText('Order date from'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(requests.at(-1)?.get('from')).toBe('2026-11-10'));

    fireEvent.click(columnHeader('Total'));
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('total'));
    expect(Object.fromEntries(currentParams())).toEqual({
      tab: 'purchase-orders',
      status: 'pending',
      q: 'borealis',
      min_score: '80',
      from: '2026-11-10',
      sort: 'total',
    });
  });

  it('pages on the server and keeps the page in the URL', async () => {
    answerList();
    renderTab();
    await findRow('Acme Retail');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)?.get('page')).toBe('2'));
    expect(currentParams().get('page')).toBe('2');
    expect(currentParams().get('tab')).toBe('purchase-orders');
  });

  it('approves the selected pending orders at once and reports the skipped ones', async () => {
    answerList();
    let body: unknown;
    server.use(
      http.post(`${API}/bulk-approve`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          approved: ['po-1'],
          skipped: [{ id: 'po-2', message: 'PO-24002 was already approved by Ivy Chen.' }],
        });
      }),
    );
    renderTab();
    await findRow('Acme Retail');

    expect(button('Approve selected (0)')).toBeDisabled();
    expect(screen.getByLabelText('Select PO-24003')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Select PO-24001'));
    fireEvent.click(screen.getByLabelText('Select PO-24002'));
    fireEvent.click(button('Approve selected (2)'));

    const dialog = await findDialog('Approve 2 purchase orders?');
    fireEvent.click(button('Approve', dialog));

    expect(await screen.findByText('Approved 1 purchase order, skipped 1.')).toBeInTheDocument();
    expect(screen.getByText('PO-24002 was already approved by Ivy Chen.')).toBeInTheDocument();
    expect(body).toEqual({ ids: ['po-1', 'po-2'] });
    await waitFor(() => expect(button('Approve selected (0)')).toBeDisabled());
  });

  it('says so when no purchase order matches', async () => {
    answerList(() => HttpResponse.json(page([], 0, { pending: 0, approved: 0, rejected: 0 })));
    renderTab('?tab=purchase-orders&q=nothing');

    expect(await screen.findByText('No purchase orders match these filters')).toBeInTheDocument();
    expect(screen.getByText('Pending (0)')).toBeInTheDocument();
  });

  it("shows the API's message when the list fails, and retries", async () => {
    answerList(
      failsOnceThen(FIRST_PAGE, 'min_total must be at most max_total.', {
        status: 400,
        error: 'bad_request',
      }),
    );
    renderTab();

    expect(
      await screen.findByText(
        'The purchase orders could not be loaded. min_total must be at most max_total.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(button('Retry'));
    expect(await findRow('Acme Retail')).toBeInTheDocument();
  });
});
