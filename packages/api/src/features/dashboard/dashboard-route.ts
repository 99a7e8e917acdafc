import type { preValidationAsyncHookHandler } from 'fastify';
import { dashboardSchema, loadDashboard } from './load-dashboard.js';
import { callerOf } from '../../http/authenticate.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { readKey, type OrganizationReads } from '../../workspace/organization-read-cache.js';
import type { ApiInstance } from '../../http/api-instance.js';

/** GET /api/dashboard — revenue, customers and activity for the period ending today. */
export function registerDashboard(
  app: ApiInstance,
  authenticate: preValidationAsyncHookHandler,
  reads: OrganizationReads,
): void {
  app.get(
    '/api/dashboard',
    {
      preValidation: authenticate,
      config: { readReplica: true },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard figures for a period ending today',
        querystring: {
          type: 'object',
          properties: { period: { type: 'string', enum: ['30d', '90d', '365d'], default: '30d' } },
        },
        response: { 200: dashboardSchema, ...commonErrors },
      },
    },
    (request) => {
      const period = request.query.period ?? '30d';
      const today = todayUtc();
      return reads(
        callerOf(request),
        // As the API's role, the organization's own rows by id (as the customer list): it reads the customer count
        // the row triggers keep, and plans with the real row estimates row-level security hides from the planner.
        { plan: 'outbound', key: readKey('dashboard', { period, today }), asApi: true },
        (tx, ws) => loadDashboard(tx, ws, period, today),
      );
    },
  );
}
