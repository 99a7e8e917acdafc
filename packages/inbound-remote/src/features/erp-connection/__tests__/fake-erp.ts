import { http, HttpResponse } from 'msw';
import { restUrl } from '@aide/shared-auth/testing';
import type { ErpConnection, SyncRun } from '../api/erp-types';

export const API = 'http://api.test';
export const IVY = { id: '22222222-2222-4222-8222-222222222222', email: 'ivy@contoso.test' };
export const ORG = { id: 'org-contoso', name: 'Contoso Supply' };

/** The member row useCurrentMembership reads. */
export const IVY_MEMBER_ROW = {
  id: 'm-ivy',
  email: IVY.email,
  first_name: 'Ivy',
  last_name: 'Chen',
  organization_id: ORG.id,
  aide_organizations: { id: ORG.id, name: ORG.name, aide_plan: 'inbound' },
};

export const memberHandler = http.get(restUrl('aide_members'), () => HttpResponse.json([IVY_MEMBER_ROW]));

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
