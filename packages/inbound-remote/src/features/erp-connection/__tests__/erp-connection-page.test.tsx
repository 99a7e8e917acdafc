import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, failsOnceThen, renderWithProviders } from '@aide/shared-auth/testing';
import type { SyncRun } from '../api/erp-types';
import { ErpConnectionPage } from '../components/erp-connection-page';
import { API, connection, notificationText, setupErpNetwork, syncRun, WAIT } from './fake-erp';

const { server, erp } = setupErpNetwork(() => [connection()]);

let runs: SyncRun[];

beforeEach(() => {
  runs = [
    syncRun({
      id: 'r2',
      trigger: 'manual',
      status: 'failed',
      documents_imported: 0,
      message: 'ERP timed out',
    }),
    syncRun({ id: 'r1', trigger: 'connect', documents_imported: 250 }),
  ];
  server.use(http.get(`${API}/integrations/erp/sync-runs`, () => HttpResponse.json({ items: runs })));
});

function renderPage() {
  return renderWithProviders(<ErpConnectionPage />, { route: '/inbound-erp-connection' });
}

describe('ErpConnectionPage', () => {
  it('shows the connection with its status, daily sync and dates, and the sync history', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'ERP connection' })).toBeInTheDocument();
    const card = await screen.findByTestId('erp-connection-c1', {}, WAIT);
    expect(within(card).getByText('QuickBooks')).toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByText('Daily')).toBeInTheDocument();
    expect(within(card).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sync now' })).toBeInTheDocument();

    const failed = await screen.findByRole('row', { name: /ERP timed out/ }, WAIT);
    expect(within(failed).getByText('Manual')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Succeeded/ });
    expect(within(first).getByText('Connect')).toBeInTheDocument();
    expect(within(first).getByText('250')).toBeInTheDocument();
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    // The status section of the page offers Disconnect.
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('Sync now posts a sync of the connection, toasts the documents imported and refreshes the history', async () => {
    const synced: string[] = [];
    server.use(
      http.post(`${API}/integrations/erp/connections/:id/sync`, ({ params }) => {
        synced.push(String(params.id));
        const run = syncRun({
          id: 'r3',
          trigger: 'manual',
          documents_imported: 12,
          message: 'Imported 12 documents',
        });
        runs = [run, ...runs];
        return HttpResponse.json(run, { status: 201 });
      }),
    );
    renderPage();
    const card = await screen.findByTestId('erp-connection-c1', {}, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('QuickBooks: 12 documents imported.', {}, WAIT)).toBeInTheDocument();
    expect(synced).toEqual(['c1']);
    expect(await screen.findByRole('row', { name: /Imported 12 documents/ }, WAIT)).toBeInTheDocument();
  });

  it('shows why a sync failed', async () => {
    server.use(
      http.post(`${API}/integrations/erp/connections/:id/sync`, () =>
        apiError(409, 'not_connected', 'QuickBooks is not connected.'),
      ),
    );
    renderPage();
    const card = await screen.findByTestId('erp-connection-c1', {}, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('QuickBooks is not connected.', {}, WAIT)).toBeInTheDocument();
    expect(notificationText()).toContain('Sync failed');
  });

  it('has no Sync now for a disconnected connection', async () => {
    erp.connections = [connection({ is_connected: false })];
    renderPage();
    const card = await screen.findByTestId('erp-connection-c1', {}, WAIT);
    expect(within(card).getByText('Not connected')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect ERP' })).toBeInTheDocument();
  });

  it('shows an empty state with Connect ERP when no ERP was ever connected', async () => {
    erp.connections = [];
    runs = [];
    renderPage();
    expect(await screen.findByText(/No ERP has been connected yet/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect ERP' })).toBeInTheDocument();
    expect(screen.queryByText('Sync history')).not.toBeInTheDocument();
  });

  it('says so when the connections cannot be loaded, and retries', async () => {
    server.use(
      http.get(
        `${API}/integrations/erp/connections`,
        failsOnceThen({ items: erp.connections, connected: true }, 'The database is unavailable.'),
      ),
    );
    renderPage();
    expect(await screen.findByText('The database is unavailable.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('ERP status could not be loaded')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('erp-connection-c1', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The database is unavailable.')).not.toBeInTheDocument());
  });

  it('says so when the sync history cannot be loaded', async () => {
    server.use(http.get(`${API}/integrations/erp/sync-runs`, () => apiError(500, 'internal', 'boom')));
    renderPage();
    expect(await screen.findByText('boom', {}, WAIT)).toBeInTheDocument();
  });
});
