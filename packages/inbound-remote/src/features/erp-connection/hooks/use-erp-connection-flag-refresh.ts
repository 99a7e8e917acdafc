import { useEffect } from 'react';
import { takeErpConnectionUpdated } from '../lib/erp-connection-flag';

/** SPEC §9: how often status views look at the `erpConnectionUpdated` flag. */
export const ERP_FLAG_POLL_MS = 1000;

/** Polls the flag (SPEC §4) and calls `refetch` once per update, clearing the flag. */
export function useErpConnectionFlagRefresh(refetch: () => unknown): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (takeErpConnectionUpdated()) refetch();
    }, ERP_FLAG_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
}
