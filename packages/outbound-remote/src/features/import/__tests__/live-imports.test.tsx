import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ORG_ID, renderAppAsSam, setupAppNetwork, statusHandler } from '../../../test-support/shell-fakes';
import type { Dashboard } from '../../dashboard';
import { statisticText } from '../../../test-support/antd-queries';

const server = setupAppNetwork();
const { realtime } = server;

/** The organization's figures as the API computes them now: the test imports customers elsewhere. */
let customers = 0;

function dashboard(): Dashboard {
  return {
    has_data: true,
    period: { from: '2026-10-23', to: '2026-11-21' },
    previous: { from: '2026-09-23', to: '2026-10-22' },
    revenue: { current: 1000, previous: 1000, change_percent: 0 },
    customers: { total: customers, active: 0, at_risk: 0 },
    top_products: [],
    trend: [],
    at_risk_customers: [],
    recent_activity: [],
  };
}

describe('an import finished elsewhere', () => {
  it("refreshes the dashboard's customer figures and the setup progress without a reload", async () => {
    customers = 0;
    const status = statusHandler(() => ({ profile: true, customers: customers > 0 }));
    server.use(
      status.handler,
      http.get('http://api.test/api/dashboard', () => HttpResponse.json(dashboard())),
    );
    renderAppAsSam('/dashboard');

    expect(await screen.findByText('1 of 4 complete')).toBeInTheDocument();
    await waitFor(() => expect(statisticText('Total customers')).toBe('0'));
    await waitFor(() => expect(realtime.active()).toHaveLength(1));
    expect(realtime.active()[0]).toMatchObject({
      topic: `realtime:org:${ORG_ID}:aide_imports`,
      private: true,
    });

    // A colleague imports 2,500 customers: one aide_imports row, written when the import commits.
    customers = 2_500;
    realtime.change('aide_imports', 'INSERT', { id: 'import-1', organization_id: ORG_ID });

    await waitFor(() => expect(statisticText('Total customers')).toBe('2,500'));
    expect(await screen.findByText('2 of 4 complete')).toBeInTheDocument();
  });
});
