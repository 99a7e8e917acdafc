import { formatNumber, type ListColumn } from '@aide/ui-kit';
import type { Organization } from '../api/organizations-api';

type UsageKey = keyof Organization['usage_this_month'];

/**
 * A figure of this month's usage, sorted by the API under its own key (`-ai_questions`: most first). Its first
 * click sorts most first, since the question is who uses the most.
 */
function usageColumn(title: string, key: UsageKey, extra: Partial<ListColumn<Organization>>) {
  return {
    title,
    key,
    dataIndex: ['usage_this_month', key],
    align: 'right',
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    render: (value: number) => formatNumber(value),
    ...extra,
  } satisfies ListColumn<Organization>;
}

/** AI questions, emails and order documents read this month, for the organizations list. */
export const USAGE_COLUMNS: ListColumn<Organization>[] = [
  usageColumn('AI questions this month', 'ai_questions', { card: 'figure' }),
  usageColumn('Emails this month', 'emails', { optional: true }),
  usageColumn('Documents read this month', 'intake_documents', { optional: true }),
];
