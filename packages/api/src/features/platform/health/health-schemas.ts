import {
  dateTimeString,
  nullableDateTime,
  nullableString,
  objectOf,
  uuidString,
} from '../../../http/schema-fragments.js';
import { UUID_PATTERN } from '../../../http/validation-message.js';

const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
const count = { type: 'integer' } as const;
const list = (item: object, description: string) => ({ type: 'array', items: item, description }) as const;

export const healthSchema = objectOf({
  queues: list(
    objectOf({ name: { type: 'string' }, active: count, retrying: count, failed_24h: count }),
    'Every background queue: jobs running, waiting for a retry, failed in the last 24 hours',
  ),
  failed_jobs: list(
    objectOf({
      id: uuidString,
      queue: { type: 'string' },
      organization_id: { ...nullableUuid, description: 'Null for jobs that work across organizations' },
      organization_name: nullableString,
      error: nullableString,
      failed_at: nullableDateTime,
      retryable: {
        type: 'boolean',
        description: 'Still in the queue (not archived): POST /platform/jobs/{id}/retry',
      },
    }),
    'The latest 100 failed jobs, newest first',
  ),
  failed_emails: list(
    objectOf({
      id: uuidString,
      organization_id: uuidString,
      organization_name: { type: 'string' },
      to: { type: 'string' },
      subject: { type: 'string' },
      error: nullableString,
      failed_at: nullableDateTime,
    }),
    'The latest 100 outreach emails that failed (POST /platform/emails/{id}/resend), newest first',
  ),
  erp_syncs: list(
    objectOf({
      connection_id: uuidString,
      organization_id: uuidString,
      organization_name: { type: 'string' },
      system: { type: 'string' },
      connection_name: { type: 'string' },
      failed_at: dateTimeString,
      error: nullableString,
      last_success_at: { ...nullableDateTime, description: "The connection's last successful sync" },
    }),
    'ERP connections whose latest sync failed (at most 100), newest failure first',
  ),
  failed_intake_emails: list(
    objectOf({
      id: uuidString,
      organization_id: uuidString,
      organization_name: { type: 'string' },
      from: nullableString,
      subject: nullableString,
      error: nullableString,
      failed_at: nullableDateTime,
    }),
    'The latest 100 emails to the intake mailboxes that could not be read, newest first',
  ),
});

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export const retriedJobSchema = objectOf({
  id: uuidString,
  queue: { type: 'string' },
  state: { type: 'string', enum: ['retry'] },
});

export const resentEmailSchema = objectOf({ id: uuidString, status: { type: 'string', enum: ['queued'] } });
