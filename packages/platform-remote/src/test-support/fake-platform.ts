import { http, HttpResponse } from 'msw';
import type { ApiResponse } from '@aide/api-contract';

type Organization = ApiResponse<'/platform/organizations', 'get'>['items'][number];
type Export = ApiResponse<'/platform/organizations/{id}/exports/{exportId}', 'get'>;
type Usage = ApiResponse<'/platform/organizations/{id}/usage', 'get'>;
type Limits = Usage['limits'];
type Health = ApiResponse<'/platform/health', 'get'>;

export const API = 'http://api.test/platform';

/** An organization as the API lists it. */
export function fakeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Northwind Traders',
    plan: 'outbound',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    status_changed_at: null,
    mfa_required: false,
    members: 2,
    pending_members: 1,
    owner: { email: 'sam@northwind.test', status: 'active', invitation_status: null },
    last_sign_in_at: '2026-11-27T09:30:00.000Z',
    usage_this_month: { ai_questions: 12, emails: 3, intake_documents: 0 },
    ...overrides,
  };
}

export function fakeExport(overrides: Partial<Export> = {}): Export {
  return {
    id: '70000000-0000-4000-8000-000000000001',
    organization_id: '10000000-0000-4000-8000-000000000001',
    status: 'queued',
    progress: 0,
    size_bytes: null,
    error: null,
    requested_by_email: 'ops@aide.test',
    created_at: '2026-11-28T10:00:00.000Z',
    finished_at: null,
    download_url: null,
    ...overrides,
  };
}

/** The plan's defaults every fake organization has: null is no limit. */
export const PLAN_DEFAULT_LIMITS: Limits = {
  ai_questions_per_month: 2000,
  emails_per_day: 500,
  intake_documents_per_month: 300,
  storage_bytes: 5 * 1024 ** 3,
  members: null,
};
const NO_OVERRIDES: Limits = {
  ai_questions_per_month: null,
  emails_per_day: null,
  intake_documents_per_month: null,
  storage_bytes: null,
  members: null,
};

/** An organization's usage of November 2026 against the limits given. */
export function fakeUsage(limits: Limits, overrides: Partial<Usage> = {}): Usage {
  return {
    organization_id: '10000000-0000-4000-8000-000000000001',
    plan: 'outbound',
    month: '2026-11',
    members: 2,
    customers: 40,
    inventory_items: 120,
    sales_lines: 900,
    purchase_orders: 6,
    ai_questions: 12,
    emails: 3,
    emails_today: 1,
    intake_documents: 0,
    storage_bytes: 3 * 1024 * 1024,
    limits,
    ...overrides,
  };
}

/** Nothing failing: every list of /platform/health empty, one idle queue. */
export function fakeHealth(overrides: Partial<Health> = {}): Health {
  return {
    queues: [{ name: 'erp-sync', active: 0, retrying: 0, failed_24h: 0 }],
    failed_jobs: [],
    failed_emails: [],
    erp_syncs: [],
    failed_intake_emails: [],
    ...overrides,
  };
}

/** The console's API over a list of organizations; every request is recorded. */
export function fakePlatformApi(organizations: Organization[]) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : null,
    });
  };
  const find = (id: unknown) => organizations.find((organization) => organization.id === id);
  /** The operator's overrides by organization id; what holds is each override, else the plan's default. */
  const overrides = new Map<string, Limits>();
  const limitsOf = (id: string) => {
    const own = overrides.get(id) ?? NO_OVERRIDES;
    const holding = Object.fromEntries(
      Object.entries(own).map(([name, value]) => [name, value ?? PLAN_DEFAULT_LIMITS[name as keyof Limits]]),
    ) as Limits;
    return { limits: holding, overrides: own, defaults: PLAN_DEFAULT_LIMITS };
  };
  const handlers = [
    http.get(`${API}/organizations`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ items: organizations, total: organizations.length, page: 1, page_size: 20 });
    }),
    http.get(`${API}/organizations/:id`, ({ params }) => {
      const organization = find(params.id);
      return organization
        ? HttpResponse.json(organization)
        : HttpResponse.json(
            { error: 'not_found', message: 'No organization with this id.' },
            { status: 404 },
          );
    }),
    http.patch(`${API}/organizations/:id`, async ({ request, params }) => {
      await record(request.clone());
      const organization = find(params.id)!;
      Object.assign(organization, await request.json());
      return HttpResponse.json(organization);
    }),
    http.delete(`${API}/organizations/:id`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/organizations/:id/usage`, ({ params }) =>
      HttpResponse.json(
        fakeUsage(limitsOf(String(params.id)).limits, { organization_id: String(params.id) }),
      ),
    ),
    http.get(`${API}/organizations/:id/limits`, ({ params }) =>
      HttpResponse.json(limitsOf(String(params.id))),
    ),
    http.patch(`${API}/organizations/:id/limits`, async ({ request, params }) => {
      await record(request.clone());
      const id = String(params.id);
      overrides.set(id, {
        ...(overrides.get(id) ?? NO_OVERRIDES),
        ...((await request.json()) as Partial<Limits>),
      });
      return HttpResponse.json(limitsOf(id));
    }),
    http.get(`${API}/organizations/:id/exports`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/events`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 })),
  ];
  return { handlers, requests, overrides };
}
