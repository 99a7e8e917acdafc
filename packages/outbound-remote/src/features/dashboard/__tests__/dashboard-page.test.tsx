import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  failsOnceThen,
  fakeMembershipHandler,
  renderAsSam,
  restUrl,
  setupFakeNetwork,
} from '@aide/shared-auth/testing';
import { statisticText } from '../../../test-support/antd-queries';
import type { Dashboard } from '../api/dashboard-api';
import { DashboardPage } from '../components/dashboard-page';

const API = 'http://api.test/api';

const DASHBOARD: Dashboard = {
  has_data: true,
  period: { from: '2026-10-23', to: '2026-11-21' },
  previous: { from: '2026-09-23', to: '2026-10-22' },
  revenue: { current: 1234.5, previous: 1000, change_percent: 23.5 },
  customers: { total: 4, active: 3, at_risk: 1 },
  top_products: [{ sku: 'WID-1', name: 'Blue widget', quantity: 10, revenue: 180 }],
  trend: [
    { bucket: '2026-10-23', revenue: 120 },
    { bucket: '2026-10-24', revenue: 0 },
  ],
  at_risk_customers: [{ id: 'c9', name: 'Globex Corp', last_order_on: '2026-10-01', previous_revenue: 540 }],
  recent_activity: [
    { kind: 'import', at: '2026-11-20T10:00:00Z', text: 'Imported inventory.xlsx (12 rows)' },
  ],
};

const server = setupFakeNetwork(fakeMembershipHandler());

function renderDashboard() {
  return renderAsSam(<DashboardPage />, { route: '/dashboard' });
}

describe('DashboardPage', () => {
  it('shows the organization, revenue with its change, customer counts, top products, at-risk customers and activity', async () => {
    const periods: string[] = [];
    server.use(
      http.get(`${API}/dashboard`, ({ request }) => {
        periods.push(new URL(request.url).searchParams.get('period') ?? '');
        return HttpResponse.json(DASHBOARD);
      }),
    );
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Northwind Traders');
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByTestId('revenue-change')).toHaveTextContent('23.5% vs previous period');
    expect(screen.getByLabelText('Up 23.5% vs previous period')).toBeInTheDocument();
    expect(screen.getByText('Previous period: $1,000.00')).toBeInTheDocument();
    expect(statisticText('Active customers')).toBe('3');
    expect(statisticText('At-risk customers')).toBe('1');
    expect(statisticText('Total customers')).toBe('4');
    const topRow = screen.getByRole('row', { name: /Blue widget/ });
    expect(within(topRow).getByText('WID-1')).toBeInTheDocument();
    expect(within(topRow).getByText('$180.00')).toBeInTheDocument();
    expect(screen.getByText('Globex Corp')).toBeInTheDocument();
    expect(screen.getByText('Imported inventory.xlsx (12 rows)')).toBeInTheDocument();
    expect(periods).toEqual(['30d']);
  });

  it('asks for the chosen period and shows a fall in revenue, or a dash when there is nothing to compare', async () => {
    server.use(
      http.get(`${API}/dashboard`, ({ request }) => {
        const period = new URL(request.url).searchParams.get('period');
        if (period === '90d') {
          return HttpResponse.json({
            ...DASHBOARD,
            revenue: { current: 800, previous: 1000, change_percent: -20 },
          });
        }
        if (period === '365d') {
          return HttpResponse.json({
            ...DASHBOARD,
            revenue: { current: 500, previous: 0, change_percent: null },
          });
        }
        return HttpResponse.json(DASHBOARD);
      }),
    );
    renderDashboard();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Last 90 days'));
    expect(await screen.findByText('$800.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Down 20% vs previous period')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Last 12 months'));
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    expect(screen.getByTestId('revenue-change')).toHaveTextContent('— vs previous period');
  });

  it('points at setup and the three upload pages when nothing has been uploaded', async () => {
    server.use(http.get(`${API}/dashboard`, () => HttpResponse.json({ ...DASHBOARD, has_data: false })));
    renderDashboard();

    expect(await screen.findByText('Nothing has been uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Upload customers' })).toHaveAttribute(
      'href',
      '/customer-upload',
    );
    expect(screen.getByRole('link', { name: 'Upload inventory' })).toHaveAttribute('href', '/inventory');
    expect(screen.getByRole('link', { name: 'Upload sales history' })).toHaveAttribute(
      'href',
      '/erp-connection',
    );
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, and retries', async () => {
    server.use(http.get(`${API}/dashboard`, failsOnceThen(DASHBOARD)));
    renderDashboard();

    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByText('The dashboard could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when the organization cannot be loaded', async () => {
    server.use(
      http.get(restUrl('aide_members'), () =>
        HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: 500 }),
      ),
      http.get(`${API}/dashboard`, () => HttpResponse.json(DASHBOARD)),
    );
    renderDashboard();
    expect(
      await screen.findByText('Your organization could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
