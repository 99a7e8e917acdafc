import {
  Alert,
  Button,
  Card,
  Flex,
  formatNumber,
  Progress,
  Result,
  Statistic,
  Typography,
} from '@aide/ui-kit';
import type { ImportResult } from '../api/upload-import';
import { useImportAnnouncements } from '../hooks/use-import-announcements';
import { useImportWizard, type CheckedFile, type WizardState } from '../hooks/use-import-wizard';
import { countOf, importSummary } from '../lib/format-import';
import { IMPORT_KINDS, type ImportKind, type ImportKindConfig } from '../lib/import-kinds';
import { ColumnMapping } from './column-mapping';
import { FileDropZone } from './file-drop-zone';
import { GoogleDriveImport } from './google-drive-import';
import { PreviewTable } from './preview-table';
import { ProblemsTable } from './problems-table';

export interface ImportWizardProps {
  kind: ImportKind;
  /** Called after the server has written the file (e.g. to refresh a list the page shows). */
  onImported?: (result: ImportResult) => void;
}

const NOTHING_IMPORTED = 'Fix the rows listed below and upload the file again — nothing has been imported.';

function CheckedView({
  config,
  file,
  uploading,
  onMappingChange,
  onImport,
  onReset,
}: {
  config: ImportKindConfig;
  file: CheckedFile;
  uploading: Extract<WizardState, { step: 'uploading' }>['upload'] | null;
  onMappingChange: (field: string, column: number | null) => void;
  onImport: () => void;
  onReset: () => void;
}) {
  const { report } = file;
  const labels = new Map(config.fields.map((field) => [field.key, field.label]));
  const missing = report.missingFields.map((key) => labels.get(key) ?? key);
  const canImport = !file.checking && !uploading && missing.length === 0 && report.problemCount === 0;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{file.fileName}</Typography.Text>
        <Button onClick={onReset} disabled={uploading !== null}>
          Choose another file
        </Button>
      </Flex>
      {file.checking ? (
        <Progress percent={file.checking.percent} status="active" aria-label="Checking rows" />
      ) : missing.length > 0 ? (
        <Alert type="warning" showIcon title={`Choose the column for: ${missing.join(', ')}.`} />
      ) : report.problemCount > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${formatNumber(report.problemRows)} ${report.problemRows === 1 ? 'row has' : 'rows have'} problems`}
          description={NOTHING_IMPORTED}
        />
      ) : (
        <Alert type="success" showIcon title={`${countOf(config, report.validRows)} ready to import.`} />
      )}
      {file.importError ? <Alert type="error" showIcon title={file.importError} /> : null}
      <Card size="small" title="Columns">
        <ColumnMapping
          fields={config.fields}
          headers={file.headers}
          mapping={file.mapping}
          disabled={uploading !== null}
          onChange={onMappingChange}
        />
      </Card>
      {missing.length === 0 && !file.checking ? (
        <Card size="small" title="Validation report">
          <Flex gap={32} wrap>
            <Statistic title="Rows in file" value={formatNumber(report.totalRows)} />
            <Statistic title="Valid rows" value={formatNumber(report.validRows)} />
            <Statistic title="Rows with problems" value={formatNumber(report.problemRows)} />
          </Flex>
          {report.problemCount > 0 ? (
            <ProblemsTable
              fields={config.fields}
              problems={report.problems}
              problemCount={report.problemCount}
            />
          ) : null}
        </Card>
      ) : null}
      <Card size="small" title={`Preview (first ${report.preview.length} rows)`}>
        <PreviewTable fields={config.fields} rows={report.preview} />
      </Card>
      {uploading ? (
        uploading.phase === 'uploading' ? (
          <Progress
            percent={Math.round(uploading.fraction * 100)}
            status="active"
            aria-label="Uploading"
            format={(p) => `Uploading ${p}%`}
          />
        ) : (
          <Progress percent={100} status="active" aria-label="Saving" format={() => 'Saving…'} />
        )
      ) : null}
      <Flex>
        <Button type="primary" disabled={!canImport} loading={uploading !== null} onClick={onImport}>
          Import {countOf(config, report.validRows)}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Upload → column mapping → preview and validation report → one all-or-nothing import request.
 * Reading and checking run in a web worker, so even a 100,000-row file keeps the page responsive.
 */
export function ImportWizard({ kind, onImported }: ImportWizardProps) {
  const config = IMPORT_KINDS[kind];
  const { state, chooseFile, changeMapping, startImport, reset } = useImportWizard(kind, onImported);
  useImportAnnouncements(config, state);

  switch (state.step) {
    case 'choose':
      return (
        <Flex vertical gap={12}>
          {state.error ? <Alert type="error" showIcon title={state.error} /> : null}
          <FileDropZone onFile={chooseFile} />
          {kind !== 'sales' ? (
            <Card size="small" title="Or import from Google Drive">
              <GoogleDriveImport kind={kind} onImported={onImported} />
            </Card>
          ) : null}
        </Flex>
      );
    case 'reading':
      return (
        <Card size="small">
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong>{state.fileName}</Typography.Text>
            <Button onClick={reset}>Cancel</Button>
          </Flex>
          <Progress percent={state.progress.percent} status="active" aria-label="Reading file" />
          <Typography.Text type="secondary">
            {state.progress.label}… {formatNumber(state.progress.rows)} rows
          </Typography.Text>
        </Card>
      );
    case 'checked':
    case 'uploading':
      return (
        <CheckedView
          config={config}
          file={state}
          uploading={state.step === 'uploading' ? state.upload : null}
          onMappingChange={changeMapping}
          onImport={() => void startImport()}
          onReset={reset}
        />
      );
    case 'rejected':
      return (
        <Flex vertical gap={16}>
          <Alert type="error" showIcon title={state.message} description={NOTHING_IMPORTED} />
          <ProblemsTable fields={config.fields} problems={state.problems} problemCount={state.problemCount} />
          <Flex>
            <Button type="primary" onClick={reset}>
              Upload another file
            </Button>
          </Flex>
        </Flex>
      );
    case 'done':
      return (
        <Result
          status="success"
          title={importSummary(config, state.result)}
          subTitle={
            kind === 'sales' && state.result.unmatched_customers
              ? `${countOf(config, state.result.unmatched_customers)} ${
                  state.result.unmatched_customers === 1
                    ? 'names a customer that is'
                    : 'name customers that are'
                } not in your customer list yet.`
              : state.fileName
          }
          extra={
            <Button type="primary" onClick={reset}>
              Upload another file
            </Button>
          }
        />
      );
  }
}
