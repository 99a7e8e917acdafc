import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, failsOnceThen, renderWithProviders } from '@aide/shared-auth/testing';
import { ErpConnectionStatus } from '../components/erp-connection-status';
import { API, connection, notificationText, setupErpNetwork, WAIT } from './fake-erp';

const { server, erp } = setupErpNetwork(() => [connection()]);

async function renderStatus() {
  renderWithProviders(<ErpConnectionStatus />, { route: '/inbound-module' });
  await screen.findByTestId('erp-connection-status', {}, WAIT);
}

describe('ErpConnectionStatus', () => {
  it('shows the connected ERP by name with Disconnect', async () => {
    await renderStatus();
    expect(screen.getByText(/ERP connected/)).toBeInTheDocument();
    expect(screen.getByText(/QuickBooks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect ERP' })).not.toBeInTheDocument();
  });

  it('offers Connect ERP when no connection is connected', async () => {
    erp.connections = [connection({ is_connected: false })];
    await renderStatus();
    expect(screen.getByText('ERP not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect ERP' })).toBeInTheDocument();
  });

  it('disconnects, toasts ERP Disconnected and shows not connected', async () => {
    let disconnects = 0;
    server.use(
      http.post(`${API}/integrations/erp/disconnect`, () => {
        disconnects += 1;
        erp.connections = [connection({ is_connected: false })];
        return HttpResponse.json({ disconnected: 1 });
      }),
    );
    await renderStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('ERP Disconnected', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('ERP not connected', {}, WAIT)).toBeInTheDocument();
    expect(disconnects).toBe(1);
  });

  it('says Error Disconnecting ERP when the API refuses, and stays connected', async () => {
    server.use(http.post(`${API}/integrations/erp/disconnect`, () => apiError(500, 'internal', 'boom')));
    await renderStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('Failed to disconnect ERP. Please try again.', {}, WAIT),
    ).toBeInTheDocument();
    expect(notificationText()).toContain('Error Disconnecting ERP');
    expect(notificationText()).not.toContain('ERP Disconnected');
    expect(screen.getByText(/ERP connected/)).toBeInTheDocument();
  });

  it('says Error when the request fails on the way', async () => {
    server.use(http.post(`${API}/integrations/erp/disconnect`, () => HttpResponse.error()));
    await renderStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('An error occurred while disconnecting ERP.', {}, WAIT),
    ).toBeInTheDocument();
    expect(notificationText()).not.toContain('Error Disconnecting ERP');
    expect(screen.getByText(/ERP connected/)).toBeInTheDocument();
  });

  it('polls the erpConnectionUpdated flag every second, clears it and refetches', async () => {
    erp.connections = [];
    // Fake time from the start, so the status's interval runs on it.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await renderStatus();
      expect(await screen.findByText('ERP not connected')).toBeInTheDocument();
      const callsBefore = erp.calls.count;

      // Without the flag, seconds pass without a refetch.
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(erp.calls.count).toBe(callsBefore);

      // Another view (the dialog, another remote) connected an ERP and set the flag.
      erp.connections = [connection({ connection_name: 'NetSuite', system_type: 'netsuite' })];
      localStorage.setItem('erpConnectionUpdated', 'true');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(localStorage.getItem('erpConnectionUpdated')).toBeNull();
      await waitFor(() => expect(erp.calls.count).toBe(callsBefore + 1));
      expect(await screen.findByText(/NetSuite/)).toBeInTheDocument();

      // One update, one refetch.
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(erp.calls.count).toBe(callsBefore + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the status cannot be loaded, still offers Connect ERP, and retries', async () => {
    server.use(
      http.get(
        `${API}/integrations/erp/connections`,
        failsOnceThen({ items: erp.connections, connected: true }),
      ),
    );
    await renderStatus();
    expect(await screen.findByText('ERP status could not be loaded', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect ERP' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/ERP connected/, {}, WAIT)).toBeInTheDocument();
  });
});
