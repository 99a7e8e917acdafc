import { formatNumber } from '@aide/ui-kit';
import type { LimitName, OrganizationUsage } from '../api/usage-limits-api';

const MEBIBYTE = 1024 * 1024;
/** Storage reads in MB or GB; the limit itself is edited in bytes, as the API takes it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * MEBIBYTE
    ? `${(bytes / (1024 * MEBIBYTE)).toFixed(1)} GB`
    : `${(bytes / MEBIBYTE).toFixed(1)} MB`;

/** One of the five limits: what it is called, and what of the usage counts against it. */
export interface LimitField {
  name: LimitName;
  label: string;
  /** "this month", "today": the period the limit counts over. */
  period: string | null;
  used: (usage: OrganizationUsage) => number;
  format: (value: number) => string;
}

export const LIMIT_FIELDS: readonly LimitField[] = [
  {
    name: 'ai_questions_per_month',
    label: 'AI questions per month',
    period: 'this month',
    used: (usage) => usage.ai_questions,
    format: formatNumber,
  },
  {
    name: 'emails_per_day',
    label: 'Emails per day',
    period: 'today',
    used: (usage) => usage.emails_today,
    format: formatNumber,
  },
  {
    name: 'intake_documents_per_month',
    label: 'Order documents per month',
    period: 'this month',
    used: (usage) => usage.intake_documents,
    format: formatNumber,
  },
  {
    name: 'storage_bytes',
    label: 'Storage (bytes)',
    period: null,
    used: (usage) => usage.storage_bytes,
    format: formatBytes,
  },
  { name: 'members', label: 'Members', period: null, used: (usage) => usage.members, format: formatNumber },
];

/** "12 of 2,000 used this month", "3 used (no limit)", "2,000 of 2,000 used today: limit reached". */
export function describeUse(field: LimitField, usage: OrganizationUsage): string {
  const used = field.used(usage);
  const limit = usage.limits[field.name];
  const period = field.period ? ` ${field.period}` : '';
  if (limit === null) return `${field.format(used)} used${period} (no limit)`;
  const reached = used >= limit ? ': limit reached' : '';
  return `${field.format(used)} of ${field.format(limit)} used${period}${reached}`;
}
