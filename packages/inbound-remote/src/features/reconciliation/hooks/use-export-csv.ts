import { useCallback, useState } from 'react';
import { App } from '@aide/ui-kit';
import { getRuntimeConfig, getSupabase } from '@aide/shared-auth';
import { reconciliationParams, type LineStatus, type Tolerances } from '../api/reconciliation-api';
import { fallbackExportName, fileNameFromDisposition, saveBlob } from '../lib/download-file';

export type ExportFilters = Tolerances & { status?: LineStatus; search?: string };

const FAILED = 'The reconciliation could not be exported.';

/** The API's `{ message }` of a failed response, when it sent one. */
async function errorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Downloads GET /accounting/reconciliation/export for the current filters. A plain link cannot carry the
 * bearer token, so the CSV is fetched and saved from a blob; `exporting` drives the button's busy state.
 */
export function useExportCsv(): { exportCsv: (filters: ExportFilters) => Promise<void>; exporting: boolean } {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(
    async (filters: ExportFilters) => {
      setExporting(true);
      try {
        const { data } = await getSupabase().auth.getSession();
        const token = data.session?.access_token;
        if (!token) {
          void message.error(`${FAILED} Your session has ended; sign in again.`);
          return;
        }
        const query = new URLSearchParams(
          Object.entries(reconciliationParams(filters)).map(([key, value]) => [key, String(value)]),
        );
        const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
        const response = await fetch(`${base}/accounting/reconciliation/export?${query.toString()}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/csv' },
        });
        if (!response.ok) {
          const detail = await errorMessage(response);
          void message.error(detail ? `${FAILED} ${detail}` : `${FAILED} Please try again.`);
          return;
        }
        const blob = await response.blob();
        const fileName =
          fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackExportName();
        saveBlob(blob, fileName);
        void message.success(`Exported ${fileName}`);
      } catch {
        void message.error(`${FAILED} Check your connection and try again.`);
      } finally {
        setExporting(false);
      }
    },
    [message],
  );

  return { exportCsv, exporting };
}
