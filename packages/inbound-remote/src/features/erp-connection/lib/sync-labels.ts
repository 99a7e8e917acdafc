import type { ErpConnection, SyncRun } from '../api/erp-types';

export const SYNC_FREQUENCY_LABEL: Record<ErpConnection['sync_frequency'], string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const SYNC_TRIGGER_LABEL: Record<SyncRun['trigger'], string> = {
  connect: 'Connect',
  manual: 'Manual',
  schedule: 'Schedule',
};

export const SYNC_STATUS: Record<SyncRun['status'], { label: string; color: string }> = {
  running: { label: 'Running', color: 'processing' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** "12 documents imported" / "1 document imported". */
export function documentsImported(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'} imported`;
}
