import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { readStoredPlan, RouteGuard, setRuntimeConfig, storePlan } from '@aide/shared-auth';
import {
  fakeMemberRow,
  renderWithProviders,
  restUrl,
  SAM,
  setupFakeNetwork,
  storeFakeSession,
  TEST_RUNTIME_CONFIG,
  type FakeMemberRowOptions,
} from '@aide/shared-auth/testing';
import { WorkspaceGate } from '../components/workspace-gate';

const server = setupFakeNetwork();
let member: FakeMemberRowOptions = {};
let reads = 0;
beforeEach(() => {
  member = {};
  reads = 0;
  server.use(
    http.get(restUrl('aide_members'), () => {
      reads += 1;
      return HttpResponse.json([fakeMemberRow(member)]);
    }),
  );
});

function renderWorkspace() {
  storeFakeSession(SAM);
  storePlan('outbound');
  const gated = (text: string) => (
    <WorkspaceGate>
      <p>{text}</p>
      <Link to="/inventory">Inventory</Link>
    </WorkspaceGate>
  );
  const result = renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={gated('sales workspace')} />
      <Route path="/inventory" element={gated('inventory page')} />
      <Route path="/inbound-module" element={<p>inbound workspace</p>} />
    </Routes>,
    { route: '/dashboard' },
  );
  setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, supportContact: 'help@aide.test' });
  return result;
}

describe('WorkspaceGate', () => {
  it('shows the workspace of an active organization', async () => {
    renderWorkspace();
    expect(await screen.findByText('sales workspace')).toBeInTheDocument();
  });

  it('shows a suspended organization’s members why, and whom to contact, instead of the workspace', async () => {
    member = { status: 'suspended' };
    renderWorkspace();
    expect(
      await screen.findByRole('heading', { name: "Your organization's access to Aide is suspended" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toHaveTextContent('Northwind Traders');
    expect(screen.getByRole('link', { name: 'help@aide.test' })).toHaveAttribute(
      'href',
      'mailto:help@aide.test',
    );
    expect(screen.queryByText('sales workspace')).not.toBeInTheDocument();
  });

  it('reads the membership again on the next navigation: a suspension shows, a new plan takes the member to its home', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    expect(await screen.findByText('sales workspace')).toBeInTheDocument();
    const before = reads;

    member = { plan: 'inbound' };
    await user.click(screen.getByRole('link', { name: 'Inventory' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(await screen.findByText('inbound workspace')).toBeInTheDocument();
    expect(readStoredPlan()).toBe('inbound');
  });
});

it('asks no more when the membership cannot be read (a session the server ended): the workspace goes on', async () => {
  server.use(
    http.get(restUrl('aide_members'), () => {
      reads += 1;
      return HttpResponse.json({ message: 'JWT session ended' }, { status: 401 });
    }),
  );
  storeFakeSession(SAM);
  storePlan('outbound');
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RouteGuard requiredPlan="outbound">
            <WorkspaceGate>
              <p>sales workspace</p>
            </WorkspaceGate>
          </RouteGuard>
        }
      />
    </Routes>,
    { route: '/dashboard' },
  );
  expect(await screen.findByText('sales workspace')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(reads).toBeLessThanOrEqual(2);
  expect(screen.getByText('sales workspace')).toBeInTheDocument();
});
