import { useState } from 'react';
import { Alert, Button, Flex, Input, Result, Typography } from '@aide/ui-kit';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import { describeError } from '@aide/shared-auth';
import { useImportGoogleSheetMutation, type GoogleSheetKind } from '../api/imports-api';
import type { ImportResult } from '../api/upload-import';
import { importSummary } from '../lib/format-import';
import { IMPORT_KINDS } from '../lib/import-kinds';
import type { RowProblem } from '../lib/validate-rows';
import { ProblemsTable } from './problems-table';

export interface GoogleDriveImportProps {
  kind: GoogleSheetKind;
  onImported?: (result: ImportResult) => void;
}

const FAILED = 'The sheet could not be imported. Check your connection and try again.';

/** The 422 body: the rows the server refused (nothing was written). */
function rejectedRows(error: unknown): { problems: RowProblem[]; problemCount: number } | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 422) return null;
  const data = (error as { data?: { problems?: unknown; problem_count?: unknown } }).data;
  const problems = Array.isArray(data?.problems) ? (data.problems as RowProblem[]) : [];
  const problemCount = typeof data?.problem_count === 'number' ? data.problem_count : problems.length;
  return { problems, problemCount };
}

/** Paste the link of a shared Google Sheet and import it exactly as a file (all or nothing). */
export function GoogleDriveImport({ kind, onImported }: GoogleDriveImportProps) {
  const config = IMPORT_KINDS[kind];
  const [url, setUrl] = useState('');
  const [importSheet, { data, error, isLoading, reset }] = useImportGoogleSheetMutation();

  const submit = async () => {
    const result = await importSheet({ url: url.trim(), kind })
      .unwrap()
      .catch(() => null); // shown from the mutation state below
    if (result) onImported?.(result);
  };
  const startOver = () => {
    reset();
    setUrl('');
  };

  if (data) {
    return (
      <Result
        status="success"
        title={importSummary(config, data)}
        subTitle="From Google Drive"
        extra={
          <Button type="primary" onClick={startOver}>
            Import another sheet
          </Button>
        }
      />
    );
  }

  const rejected = rejectedRows(error);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Share the sheet as &quot;Anyone with the link&quot; in Google Drive, then paste its link here. The
        first tab is imported with the same checks as a file.
      </Typography.Text>
      <Flex gap={8} wrap>
        <Input
          aria-label="Google Sheet link"
          placeholder="https://docs.google.com/spreadsheets/d/…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onPressEnter={() => url.trim() && void submit()}
          disabled={isLoading}
          style={{ flex: '1 1 320px' }}
        />
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={isLoading}
          disabled={!url.trim()}
          onClick={() => void submit()}
        >
          Import from Google Drive
        </Button>
      </Flex>
      {rejected ? (
        <>
          <Alert
            type="error"
            showIcon
            title={describeError(error, 'The sheet has rows with problems.')}
            description="Fix the rows listed below in the sheet and import it again — nothing has been imported."
          />
          <ProblemsTable
            fields={config.fields}
            problems={rejected.problems}
            problemCount={rejected.problemCount}
          />
        </>
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={describeError(error, FAILED)}
          description="Nothing has been imported."
          action={
            <Button size="small" onClick={() => void submit()} disabled={!url.trim()}>
              Retry
            </Button>
          }
        />
      ) : null}
    </Flex>
  );
}
