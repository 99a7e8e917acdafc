import { http, HttpResponse } from 'msw';
import { fixture, setupFakeNetwork, signInAsIvy } from '@aide/shared-auth/testing';
import type { ErpConnection, SyncRun } from '../api/erp-types';

export const API = 'http://api.test';

export const connection = fixture<ErpConnection>({
  id: 'c1',
  system_type: 'quickbooks',
  connection_name: 'QuickBooks',
  is_connected: true,
  sync_frequency: 'daily',
  last_sync_at: '2026-11-20T09:30:00Z',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-20T09:30:00Z',
});

export const syncRun = fixture<SyncRun>({
  id: 'r1',
  erp_connection_id: 'c1',
  trigger: 'connect',
  status: 'succeeded',
  documents_imported: 250,
  message: null,
  started_at: '2026-11-01T08:00:00Z',
  finished_at: '2026-11-01T08:00:05Z',
});

/** GET /integrations/erp/connections answering with what `current()` says now; counts the calls. */
export function connectionsHandler(current: () => ErpConnection[], calls = { count: 0 }) {
  return http.get(`${API}/integrations/erp/connections`, () => {
    calls.count += 1;
    const items = current();
    return HttpResponse.json({ items, connected: items.some((item) => item.is_connected) });
  });
}

/** A generous wait: the ERP screens render after the membership and the connections are read. */
export const WAIT = { timeout: 5000 };

/**
 * The network of an ERP screen test: Ivy is signed in, and the connections read answers `erp.connections`,
 * which each test starts with `initial()` and may change; `erp.calls.count` counts the reads.
 */
export function setupErpNetwork(initial: () => ErpConnection[]) {
  const server = setupFakeNetwork();
  const erp = { connections: initial(), calls: { count: 0 } };
  beforeEach(() => {
    erp.connections = initial();
    erp.calls.count = 0;
    signInAsIvy(server);
    server.use(connectionsHandler(() => erp.connections, erp.calls));
  });
  return { server, erp };
}

/** The text of the antd notifications on screen, joined with " | ". */
export function notificationText(): string {
  return Array.from(document.querySelectorAll('.ant-notification-notice'))
    .map((notice) => notice.textContent ?? '')
    .join(' | ');
}
