import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, failsOnceThen } from '@aide/shared-auth/testing';
import { statisticText } from '../../../test-support/antd-queries';
import {
  API,
  CUSTOMER_ID,
  DETAIL,
  renderCustomerPage,
  setupCustomerPageNetwork,
} from './customer-page-fixtures';

const server = setupCustomerPageNetwork();

describe('CustomerPage', () => {
  it('shows the breadcrumb, header, contact details, totals with the trend and the purchase history', async () => {
    renderCustomerPage();

    expect(await screen.findByRole('heading', { name: 'Maria Anders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Customers' })).toHaveAttribute('href', '/sales-assistant');
    expect(screen.getByText('Buyer at Alfreds Futterkiste')).toBeInTheDocument();
    expect(screen.getByText('Wholesale')).toBeInTheDocument();
    expect(screen.getByText('At risk')).toBeInTheDocument();
    expect(screen.getByText('Follow up Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'maria@alfreds.test' })).toHaveAttribute(
      'href',
      'mailto:maria@alfreds.test',
    );
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByText('organic coffee')).toBeInTheDocument();

    expect(statisticText('Revenue, last 12 months', 'content')).toBe('$30,100.00');
    expect(screen.getByLabelText('Up 20.4% vs previous 12 months')).toBeInTheDocument();
    expect(statisticText('Lifetime revenue', 'content')).toBe('$45,210.50');
    expect(statisticText('Orders', 'content')).toBe('37');
    expect(statisticText('Average order value', 'content')).toBe('$1,221.91');
    expect(statisticText('Usual reorder gap', 'content')).toBe('15 days');
    expect(statisticText('Last order', 'content')).toBe('Nov 12, 2026');

    const rows = Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
    expect(rows.map((row) => row.dataset.rowKey)).toEqual(['SO-1002', '2026-10-02']);
    const newest = rows[0] as HTMLElement;
    expect(within(newest).getByText('$540.00')).toBeInTheDocument();
    expect(screen.queryByText('Chai Tea, 12 boxes')).not.toBeInTheDocument();
    fireEvent.click(within(newest).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Chai Tea, 12 boxes')).toBeInTheDocument();
  });

  it('shows a fall in revenue, and no at-risk tag for a customer who is not at risk', async () => {
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, () =>
        HttpResponse.json({ ...DETAIL, totals: { ...DETAIL.totals, trend_percent: -8, at_risk: false } }),
      ),
    );
    renderCustomerPage();
    expect(await screen.findByLabelText('Down 8% vs previous 12 months')).toBeInTheDocument();
    expect(screen.queryByText('At risk')).not.toBeInTheDocument();
  });

  it.each([
    ['an order reference', '?order=SO-1002', 'SO-1002', 'Chai Tea, 12 boxes'],
    ['the day of an order without a reference', '?order=2026-10-02', '2026-10-02', 'Organic Pesto, 18 pack'],
  ])('opens and highlights the order a citation names by %s', async (_, search, key, line) => {
    renderCustomerPage(search);

    expect(await screen.findByText(line)).toBeInTheDocument();
    const highlighted = document.querySelectorAll('tr[data-highlighted="true"]');
    expect(Array.from(highlighted).map((row) => row.getAttribute('data-row-key'))).toEqual([key]);
  });

  it('highlights nothing when the cited order is not in the history', async () => {
    renderCustomerPage('?order=SO-404');
    expect(await screen.findByRole('heading', { name: 'Maria Anders' })).toBeInTheDocument();
    expect(document.querySelector('tr[data-highlighted="true"]')).toBeNull();
  });

  it('shows a name containing HTML as text', async () => {
    const name = '<img src=x onerror=alert(1)><b>Evil</b> Corp';
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, () =>
        HttpResponse.json({ ...DETAIL, customer: { ...DETAIL.customer, name } }),
      ),
    );
    const { container } = renderCustomerPage();

    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getAllByText(name)).toHaveLength(2);
  });

  it('says the customer was not found, with a way back to My Customers', async () => {
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, () => apiError(404, 'not_found', 'Customer not found.')),
    );
    renderCustomerPage();

    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to My Customers' }));
    expect(await screen.findByText('My Customers list')).toBeInTheDocument();
  });

  it('says so when the customer cannot be loaded, and retries', async () => {
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, failsOnceThen(DETAIL, 'The database is unavailable.')),
    );
    renderCustomerPage();

    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Maria Anders' })).toBeInTheDocument();
  });

  it('points at the next step when the customer has no orders, notes or recommendations yet', async () => {
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, () => HttpResponse.json({ ...DETAIL, orders: [] })),
    );
    renderCustomerPage();

    expect(await screen.findByText(/No orders yet\. Upload sales history/)).toBeInTheDocument();
    expect(await screen.findByText(/No notes yet\. Write what you learned/)).toBeInTheDocument();
    expect(await screen.findByText(/Nothing to recommend yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No current offer fits this customer/)).toBeInTheDocument();
    expect(await screen.findByText(/No emails sent yet/)).toBeInTheDocument();
  });
});
