import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  fakeMembershipHandler,
  renderAsSam,
  setupFakeNetwork,
  TEST_RUNTIME_CONFIG,
} from '@aide/shared-auth/testing';
import type { Usage } from '../api/usage-api';
import { UsagePage } from '../components/usage-page';

const API = TEST_RUNTIME_CONFIG.apiBaseUrl;

const usage: Usage = {
  organization_id: '10000000-0000-4000-8000-000000000001',
  plan: 'outbound',
  month: '2026-11',
  members: 2,
  customers: 1234,
  inventory_items: 40,
  sales_lines: 56789,
  purchase_orders: 0,
  ai_questions: 2000,
  emails: 31,
  emails_today: 4,
  intake_documents: 0,
  storage_bytes: 5 * 1024 * 1024,
  limits: {
    ai_questions_per_month: 2000,
    emails_per_day: 500,
    intake_documents_per_month: null,
    storage_bytes: 1024 * 1024 * 1024,
    members: 50,
  },
};

let answer: () => Response;
setupFakeNetwork(
  fakeMembershipHandler(),
  http.get(`${API}/api/usage`, () => answer()),
);

it('shows each use against its limit, a reached limit as such, and the data held', async () => {
  answer = () => HttpResponse.json(usage);
  renderAsSam(<UsagePage />);
  expect(await screen.findByText('2,000 of 2,000')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'AI questions this month: 100%' })).toBeInTheDocument();
  expect(screen.getByText('4 of 500')).toBeInTheDocument();
  expect(screen.getByText('0 (no limit)')).toBeInTheDocument();
  expect(screen.getByText('5.0 MB of 1.0 GB')).toBeInTheDocument();
  expect(screen.getByText('56,789')).toBeInTheDocument();
});

it("says why a member sees no usage (the API's refusal)", async () => {
  answer = () =>
    HttpResponse.json(
      { error: 'forbidden', message: 'Only owners and admins can see the usage of the organization.' },
      { status: 403 },
    );
  renderAsSam(<UsagePage />);
  expect(
    await screen.findByText('Only owners and admins can see the usage of the organization.'),
  ).toBeInTheDocument();
});
