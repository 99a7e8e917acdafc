import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@aide/shared-auth';
import { importsApi } from '../api/imports-api';
import { importTarget, UploadError, type ImportResult, type UploadPhase } from '../api/upload-import';
import type { ColumnMapping } from '@aide/rules';
import { IMPORT_KINDS, type ImportKind } from '../lib/import-kinds';
import type { ImportResponse } from '../lib/import-session';
import { checkFile } from '../lib/check-file';
import { startImportEngine, type ImportEngine } from '../lib/start-import-worker';
import type { RowProblem, ValidationReport } from '../lib/validate-rows';

export interface ReadProgress {
  label: string;
  percent: number;
  rows: number;
}

export interface CheckedFile {
  fileName: string;
  headers: string[];
  mapping: ColumnMapping;
  report: ValidationReport;
  /** Set while a mapping change is being re-checked. */
  checking: ReadProgress | null;
  /** Why the last import attempt failed without row problems (network, permissions); nothing was written. */
  importError: string | null;
}

export type WizardState =
  | { step: 'choose'; error: string | null }
  | { step: 'reading'; fileName: string; progress: ReadProgress }
  | ({ step: 'checked' } & CheckedFile)
  | ({ step: 'uploading'; upload: UploadPhase } & CheckedFile)
  | { step: 'rejected'; fileName: string; message: string; problems: RowProblem[]; problemCount: number }
  | { step: 'done'; fileName: string; result: ImportResult };

interface UploadWaiter {
  resolve: (result: ImportResult) => void;
  reject: (error: Error) => void;
}

/** The import wizard's state machine: read and check in the worker, re-check on mapping changes, upload. */
export function useImportWizard(kind: ImportKind, onImported?: (result: ImportResult) => void) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<WizardState>({ step: 'choose', error: null });
  const stateRef = useRef(state);
  stateRef.current = state;
  const engine = useRef<ImportEngine | null>(null);
  const currentId = useRef(0);
  const uploadWaiter = useRef<UploadWaiter | null>(null);
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  const handleMessage = useCallback((message: ImportResponse) => {
    if (message.id !== currentId.current) return; // an answer to a request the user has since replaced
    switch (message.type) {
      case 'progress': {
        const progress = { label: message.label, percent: message.percent, rows: message.rows };
        setState((prev) =>
          prev.step === 'reading'
            ? { ...prev, progress }
            : prev.step === 'checked' && prev.checking
              ? { ...prev, checking: progress }
              : prev,
        );
        return;
      }
      case 'checked':
        // A transition: React renders the preview and the report in slices, so the page never freezes on it.
        startTransition(() =>
          setState((prev) =>
            prev.step === 'reading' || prev.step === 'checked'
              ? {
                  step: 'checked',
                  fileName: prev.fileName,
                  headers: message.headers,
                  mapping: message.mapping,
                  report: message.report,
                  checking: null,
                  importError: null,
                }
              : prev,
          ),
        );
        return;
      case 'upload-progress': {
        const upload = message.upload;
        startTransition(() => setState((prev) => (prev.step === 'uploading' ? { ...prev, upload } : prev)));
        return;
      }
      case 'imported':
        uploadWaiter.current?.resolve(message.result);
        uploadWaiter.current = null;
        return;
      case 'import-failed':
        uploadWaiter.current?.reject(
          new UploadError(message.message, message.problems, message.problemCount),
        );
        uploadWaiter.current = null;
        return;
      case 'error':
        if (uploadWaiter.current) {
          uploadWaiter.current.reject(new Error(message.message));
          uploadWaiter.current = null;
          return;
        }
        setState((prev) =>
          prev.step === 'checked'
            ? { ...prev, checking: null, importError: message.message }
            : { step: 'choose', error: message.message },
        );
    }
  }, []);

  useEffect(() => {
    const started = startImportEngine(handleMessage);
    engine.current = started;
    return () => {
      started.terminate();
      engine.current = null;
    };
  }, [handleMessage]);

  const chooseFile = useCallback(
    (file: File) => {
      const rejected = checkFile(file.name, file.size);
      if (rejected) {
        currentId.current += 1;
        setState({ step: 'choose', error: rejected });
        return;
      }
      const id = ++currentId.current;
      setState({
        step: 'reading',
        fileName: file.name,
        progress: { label: 'Reading file', percent: 0, rows: 0 },
      });
      engine.current?.send({ type: 'read', id, kind, file });
    },
    [kind],
  );

  const changeMapping = useCallback((field: string, column: number | null) => {
    const prev = stateRef.current;
    if (prev.step !== 'checked') return;
    const mapping = { ...prev.mapping, [field]: column };
    const id = ++currentId.current;
    setState({
      ...prev,
      mapping,
      importError: null,
      checking: { label: 'Checking rows', percent: 0, rows: 0 },
    });
    engine.current?.send({ type: 'remap', id, mapping });
  }, []);

  const startImport = useCallback(async () => {
    const checked = stateRef.current;
    if (checked.step !== 'checked') return;
    const id = ++currentId.current;
    startTransition(() =>
      setState({
        ...checked,
        step: 'uploading',
        upload: { phase: 'uploading', fraction: 0 },
        importError: null,
      }),
    );
    try {
      const target = await importTarget(IMPORT_KINDS[kind].route);
      // The worker builds the body from the rows it holds and sends it: the page only hears progress and the
      // server's answer.
      const result = await new Promise<ImportResult>((resolve, reject) => {
        uploadWaiter.current = { resolve, reject };
        engine.current?.send({ type: 'upload', id, fileName: checked.fileName, target });
      });
      dispatch(importsApi.util.invalidateTags(['OnboardingStatus', { type: 'Imports', id: kind }]));
      startTransition(() => setState({ step: 'done', fileName: checked.fileName, result }));
      onImportedRef.current?.(result);
    } catch (error) {
      if (error instanceof UploadError && error.problems.length > 0) {
        setState({
          step: 'rejected',
          fileName: checked.fileName,
          message: error.message,
          problems: error.problems,
          problemCount: error.problemCount,
        });
      } else {
        const message = error instanceof Error ? error.message : 'The import failed; nothing was imported.';
        setState({ ...checked, importError: message });
      }
    }
  }, [dispatch, kind]);

  const reset = useCallback(() => {
    currentId.current += 1;
    setState({ step: 'choose', error: null });
  }, []);

  return { state, chooseFile, changeMapping, startImport, reset };
}
