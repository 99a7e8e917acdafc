import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import { API, fakeExport, fakeOrganization, fakePlatformApi } from '../../../test-support/fake-platform';
import { OrganizationPage } from '../components/organization-page';

const OPS = { id: '55555555-5555-4555-8555-555555555555', email: 'ops@aide.test' };
const northwind = fakeOrganization();
const platform = fakePlatformApi([northwind]);
const server = setupFakeNetwork(...platform.handlers);

function renderOrganization() {
  storeFakeSession(OPS, { operator: true, aal: 'aal2' });
  return renderWithProviders(
    <Routes>
      <Route path="/platform" element={<p>organizations list</p>} />
      <Route path="/platform/organizations/:id" element={<OrganizationPage />} />
    </Routes>,
    { route: `/platform/organizations/${northwind.id}` },
  );
}

afterEach(() => {
  Object.assign(northwind, { status: 'active', plan: 'outbound' });
  platform.requests.length = 0;
});

describe('an organization’s page', () => {
  it('suspends after a confirmation, then offers to restore', async () => {
    const user = userEvent.setup();
    renderOrganization();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Suspend Northwind Traders?');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Restore access' })).toBeInTheDocument();
    expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      status: 'suspended',
    });
  });

  it('changes the plan', async () => {
    const user = userEvent.setup();
    renderOrganization();
    const change = await screen.findByRole('button', { name: 'Change plan' });
    expect(change).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByTitle('Inbound (operations)'));
    await user.click(change);
    await waitFor(() =>
      expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        plan: 'inbound',
      }),
    );
  });

  it('deletes only once the organization’s name is typed, and sends it to the API', async () => {
    const user = userEvent.setup();
    renderOrganization();
    const remove = await screen.findByRole('button', { name: 'Delete organization' });
    expect(remove).toBeDisabled();
    const typed = screen.getByLabelText(/to confirm/);
    await user.type(typed, 'Northwind');
    expect(remove).toBeDisabled();
    await user.type(typed, ' Traders');
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(await screen.findByText('organizations list')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      confirm_name: 'Northwind Traders',
    });
  });

  it('starts an export, shows its progress, then its download link', async () => {
    const user = userEvent.setup();
    let polls = 0;
    server.use(
      http.post(`${API}/organizations/:id/exports`, () => HttpResponse.json(fakeExport(), { status: 202 })),
      http.get(`${API}/organizations/:id/exports`, () => {
        polls += 1;
        if (polls === 1) return HttpResponse.json({ items: [] });
        if (polls === 2)
          return HttpResponse.json({ items: [fakeExport({ status: 'running', progress: 40 })] });
        return HttpResponse.json({
          items: [
            fakeExport({
              status: 'done',
              progress: 100,
              size_bytes: 2048,
              finished_at: '2026-11-28T10:01:00.000Z',
              download_url: 'http://supabase.test/storage/v1/object/sign/platform-exports/x.zip?token=t',
            }),
          ],
        });
      }),
    );
    renderOrganization();
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download the zip' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', expect.stringContaining('platform-exports/x.zip'));
  });
});
