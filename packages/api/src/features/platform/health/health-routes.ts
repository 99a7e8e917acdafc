import { callerOf } from '../../../http/authenticate.js';
import type { ApiInstance } from '../../../http/api-instance.js';
import { errorBodySchema } from '../../../http/error-body.js';
import { HttpError } from '../../../http/error-handler.js';
import { withOperator } from '../operator-access.js';
import type { PlatformRouteOptions } from '../organization-routes.js';
import { operatorErrors } from '../platform-schemas.js';
import { resendEmail, retryJob } from './health-actions.js';
import { healthSchema, idParams, resentEmailSchema, retriedJobSchema } from './health-schemas.js';
import { loadHealth } from './health-store.js';

const QUEUE_UNAVAILABLE_MESSAGE = 'The job queue is not running in this API process: nothing can be queued.';

/**
 * The console's Health page (docs/platform.md "Health"): background jobs by queue and what failed across every
 * organization, read from pg-boss's tables and the product's; an operator retries a failed job or resends a
 * failed email, both audited.
 */
export function registerHealthRoutes(
  app: ApiInstance,
  { db, authenticate, jobs }: PlatformRouteOptions,
): void {
  const withQueue = () => {
    if (!jobs) throw new HttpError(503, 'jobs_unavailable', QUEUE_UNAVAILABLE_MESSAGE);
    return jobs;
  };

  app.get(
    '/platform/health',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'Background jobs by queue, and failed jobs, emails, ERP syncs and intake emails (operators)',
        response: { 200: healthSchema, ...operatorErrors },
      },
    },
    (request) => withOperator(db, callerOf(request), loadHealth),
  );

  app.post(
    '/platform/jobs/:id/retry',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'Retry a failed background job (operators; audited as job_retried)',
        description:
          "pg-boss's retry: the job waits in its queue for one more attempt. 409 when it has not failed, or " +
          'when its queue runs one at a time and another run is already waiting.',
        params: idParams,
        response: {
          200: retriedJobSchema,
          ...operatorErrors,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => withOperator(db, callerOf(request), (tx) => retryJob(withQueue(), tx, request.params.id)),
  );

  app.post(
    '/platform/emails/:id/resend',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'Send a failed outreach email again (operators; audited as email_resent)',
        description:
          'The email goes back to queued with its error cleared and its send job is queued. It does not count ' +
          "again against the organization's emails per day: it was counted when it was first queued. 409 when " +
          'it has not failed.',
        params: idParams,
        response: {
          200: resentEmailSchema,
          ...operatorErrors,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => withOperator(db, callerOf(request), (tx) => resendEmail(withQueue(), tx, request.params.id)),
  );
}
