import { http, HttpResponse } from 'msw';
import type { ErpConnection, SyncRun } from '../api/erp-types';

export const API = 'http://api.test';

export function connection(overrides: Partial<ErpConnection> = {}): ErpConnection {
  return {
    id: 'c1',
    system_type: 'quickbooks',
    connection_name: 'QuickBooks',
    is_connected: true,
    sync_frequency: 'daily',
    last_sync_at: '2026-11-20T09:30:00Z',
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...overrides,
  };
}

export function syncRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: 'r1',
    erp_connection_id: 'c1',
    trigger: 'connect',
    status: 'succeeded',
    documents_imported: 250,
    message: null,
    started_at: '2026-11-01T08:00:00Z',
    finished_at: '2026-11-01T08:00:05Z',
    ...overrides,
  };
}

/** GET /integrations/erp/connections answering with what `current()` says now; counts the calls. */
export function connectionsHandler(current: () => ErpConnection[], calls = { count: 0 }) {
  return http.get(`${API}/integrations/erp/connections`, () => {
    calls.count += 1;
    const items = current();
    return HttpResponse.json({ items, connected: items.some((item) => item.is_connected) });
  });
}

/** The text of the antd notifications on screen, joined with " | ". */
export function notificationText(): string {
  return Array.from(document.querySelectorAll('.ant-notification-notice'))
    .map((notice) => notice.textContent ?? '')
    .join(' | ');
}
