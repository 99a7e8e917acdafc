import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { csvFile, fileInput, noImportsHandler, SLOW } from '../../../test-support/fake-import';
import { SalesHistoryPage } from '../components/sales-history-page';

const API = 'http://api.test';

const EMPTY_SUMMARY = {
  rows: 0,
  customers: 0,
  products: 0,
  revenue: 0,
  first_date: null,
  last_date: null,
  unmatched_rows: 0,
};
const SUMMARY = {
  rows: 1234,
  customers: 56,
  products: 78,
  revenue: 123456.5,
  first_date: '2025-01-05',
  last_date: '2026-03-14',
  unmatched_rows: 3,
};

const server = setupFakeNetwork(noImportsHandler);

function renderPage() {
  return renderAsSam(<SalesHistoryPage />, { route: '/erp-connection' });
}

describe('SalesHistoryPage', () => {
  it('summarises the sales history on file', async () => {
    server.use(http.get(`${API}/api/sales_history/summary`, () => HttpResponse.json(SUMMARY)));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Add Sales History' })).toBeInTheDocument();
    expect(await screen.findByText('$123,456.50', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025 – Mar 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('3 rows name customers not in your customer list.')).toBeInTheDocument();
  });

  it('says so when the summary cannot be loaded', async () => {
    server.use(http.get(`${API}/api/sales_history/summary`, () => apiError(500, 'internal', 'boom')));
    renderPage();
    expect(
      await screen.findByText('The sales history summary could not be loaded.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('imports sales lines with normalised dates and refreshes the summary', async () => {
    let summary: typeof SUMMARY | typeof EMPTY_SUMMARY = EMPTY_SUMMARY;
    let received: unknown = null;
    server.use(
      http.get(`${API}/api/sales_history/summary`, () => HttpResponse.json(summary)),
      http.post(`${API}/api/upload_sales_history`, async ({ request }) => {
        received = await request.json();
        summary = SUMMARY;
        return HttpResponse.json({
          import_id: 'i1',
          total: 2,
          inserted: 2,
          updated: 0,
          unchanged: 0,
          unmatched_customers: 1,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(/No sales history yet/, {}, SLOW)).toBeInTheDocument();
    const csv =
      'Customer Name,Email,Item SKU,Qty,Unit Price,Date\nAda,ada@example.com,A1,2,"1,299.50",3/14/2026\nZed,,B2,1,5,14.3.2026\n';
    await user.upload(fileInput(), csvFile(csv, 'sales.csv'));
    await screen.findByText('2 sales lines ready to import.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Import 2 sales lines' }));
    expect(
      await screen.findByText('2 sales lines imported: 2 new, 0 already loaded', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 sales line names a customer that is not in your customer list yet.'),
    ).toBeInTheDocument();
    expect(received).toEqual({
      file_name: 'sales.csv',
      rows: [
        {
          row: 2,
          customer: 'Ada',
          customer_email: 'ada@example.com',
          sku: 'A1',
          quantity: 2,
          unit_price: 1299.5,
          sold_at: '2026-03-14',
        },
        { row: 3, customer: 'Zed', sku: 'B2', quantity: 1, unit_price: 5, sold_at: '2026-03-14' },
      ],
    });
    expect(await screen.findByText('$123,456.50', {}, SLOW)).toBeInTheDocument();
  });
});
