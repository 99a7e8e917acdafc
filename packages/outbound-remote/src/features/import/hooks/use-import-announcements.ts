import { useEffect } from 'react';
import { useAnnounce } from '@aide/ui-kit';
import { importAnnouncement } from '../lib/import-announcement';
import type { ImportKindConfig } from '../lib/import-kinds';
import type { WizardState } from './use-import-wizard';

/** Announces the import's progress and results as they change (the sentence, not each re-render). */
export function useImportAnnouncements(config: ImportKindConfig, state: WizardState): void {
  const announce = useAnnounce();
  const next = importAnnouncement(config, state);
  const text = next?.text ?? null;
  const politeness = next?.politeness ?? 'polite';
  useEffect(() => {
    if (text) announce(text, politeness);
  }, [announce, text, politeness]);
}
