import { formatNumber } from '@aide/ui-kit';
import type { WizardState } from '../hooks/use-import-wizard';
import { countOf, importSummary } from './format-import';
import type { ImportKindConfig } from './import-kinds';

export interface ImportAnnouncement {
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * What a screen-reader user hears as the import moves on: each phase once (never every percent), the
 * validation result and the server's answer. Failures are assertive.
 */
export function importAnnouncement(config: ImportKindConfig, state: WizardState): ImportAnnouncement | null {
  const polite = (text: string): ImportAnnouncement => ({ text, politeness: 'polite' });
  const assertive = (text: string): ImportAnnouncement => ({ text, politeness: 'assertive' });
  switch (state.step) {
    case 'choose':
      return state.error ? assertive(state.error) : null;
    case 'reading':
      return polite(`Reading ${state.fileName}…`);
    case 'checked': {
      if (state.importError) return assertive(`Nothing was imported. ${state.importError}`);
      if (state.checking) return polite('Checking rows…');
      const labels = new Map(config.fields.map((field) => [field.key, field.label]));
      const missing = state.report.missingFields.map((key) => labels.get(key) ?? key);
      if (missing.length > 0) return polite(`Choose the column for: ${missing.join(', ')}.`);
      const { problemRows, validRows } = state.report;
      if (problemRows > 0)
        return assertive(
          `${formatNumber(problemRows)} ${problemRows === 1 ? 'row has' : 'rows have'} problems, listed in the validation report. Nothing has been imported.`,
        );
      return polite(`${countOf(config, validRows)} ready to import.`);
    }
    case 'uploading':
      return polite(state.upload.phase === 'uploading' ? 'Uploading…' : 'Saving…');
    case 'rejected':
      return assertive(`${state.message} Nothing has been imported.`);
    case 'done':
      return polite(importSummary(config, state.result));
  }
}
