// Per-icon import: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from '@aide/ui-kit';
import { templateCsv } from '../lib/format-import';
import { IMPORT_KINDS, type ImportKind } from '../lib/import-kinds';

export interface TemplateDownloadProps {
  kind: ImportKind;
  fileName: string;
}

/** Downloads a CSV template with the expected columns, generated in the browser. */
export function TemplateDownload({ kind, fileName }: TemplateDownloadProps) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([templateCsv(IMPORT_KINDS[kind])], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={download}>
      Download CSV template
    </Button>
  );
}
