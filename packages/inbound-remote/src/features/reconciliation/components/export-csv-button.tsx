// Per-icon import: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from '@aide/ui-kit';
import { useExportCsv, type ExportFilters } from '../hooks/use-export-csv';

export interface ExportCsvButtonProps {
  filters: ExportFilters;
}

/** Downloads the reconciliation at the current tolerances and filters as CSV, one row per line. */
export function ExportCsvButton({ filters }: ExportCsvButtonProps) {
  const { exportCsv, exporting } = useExportCsv();
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv(filters)}>
      {exporting ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
