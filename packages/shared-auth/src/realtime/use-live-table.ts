import { useEffect } from 'react';
import { useCurrentMembership } from '../organization/use-current-membership';
import { baseApi } from '../store/base-api';
import { useAppDispatch } from '../store/store';
import { getSupabase } from '../supabase/client';
import { burstDebouncer } from './burst-debouncer';
import { followTable, type LiveTable } from './follow-table';

export interface UseLiveTableOptions {
  /** A table whose changes the database broadcasts to its organization's private channel. */
  table: LiveTable;
  /** RTK Query tags whose queries show this table's rows; they are refetched when rows change. */
  invalidates: readonly string[];
  /** Quiet time after the last change before refetching (ms). */
  quietMs?: number;
  /** The longest a continuous stream of changes holds the refetch back (ms). */
  maxWaitMs?: number;
}

type Tags = Parameters<typeof baseApi.util.invalidateTags>[0];

/**
 * Keeps the screens showing `table` live while the calling component is mounted: changes to the member's
 * organization's rows (whoever made them: a colleague, the API, a background job), which the database
 * broadcasts on the organization's private channel, refetch the queries tagged `invalidates`, once per burst of
 * changes. Mount it once per screen that needs it; it does nothing until the membership is known.
 */
export function useLiveTable({ table, invalidates, quietMs = 750, maxWaitMs = 5_000 }: UseLiveTableOptions) {
  const dispatch = useAppDispatch();
  const organizationId = useCurrentMembership().data?.organization.id;
  const tagList = invalidates.join(',');

  useEffect(() => {
    if (!organizationId) return;
    // Features add their tag types to the shared api with enhanceEndpoints, so its own type lists only its own.
    const tags = tagList.split(',') as unknown as Tags;
    const refetch = burstDebouncer(() => dispatch(baseApi.util.invalidateTags(tags)), quietMs, maxWaitMs);
    const stop = followTable(getSupabase(), { table, organizationId, onChange: refetch.push });
    return () => {
      stop();
      refetch.cancel();
    };
  }, [dispatch, organizationId, table, tagList, quietMs, maxWaitMs]);
}
