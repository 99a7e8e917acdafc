import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ApiInstance, SchemaTypes } from './http/api-instance.js';
import type { JWTVerifyGetKey } from 'jose';
import type PgBoss from 'pg-boss';
import { createSessionCheck } from './auth/session-check.js';
import { createTokenVerifier } from './auth/token-verifier.js';
import type { Db } from './db/db.js';
import type { TokenCipher } from './secrets/token-cipher.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerCors } from './http/cors.js';
import { registerReadReplica, type ReadReplicaOptions } from './http/read-replica.js';
import { registerErrorHandling } from './http/error-handler.js';
import { attachRequestId, requestIdOptions } from './http/request-id.js';
import { closeConnectionsOnShutdown } from './http/close-connections-on-shutdown.js';
import { createMetrics, registerMetrics, type Metrics } from './observability/metrics.js';
import { RequestLogging, type RequestLogLevel } from './observability/request-logging.js';
import { refuseNulCharacters } from './http/refuse-nul-characters.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate-limits.js';
import { registerAiEmployeeToken } from './features/integrations/ai-employee-token-route.js';
import { registerAnalyticsCapture } from './features/analytics/analytics-capture-route.js';
import { registerAnalyticsEvents } from './features/analytics/analytics-events-route.js';
import { registerHealthz } from './observability/healthz.js';
import { registerOnboardingStatus } from './features/onboarding/onboarding-status-route.js';
import { registerOpenApi } from './openapi/register-openapi.js';
import { registerConstants } from './features/constants/constants-route.js';
import { registerCustomers } from './features/customers/customers-route.js';
import { registerCustomerDetailRoutes } from './features/customers/customer-detail-routes.js';
import { registerCustomerTextRoutes } from './features/customer-text/customer-text-routes.js';
import { registerNotesRoutes } from './features/notes/notes-routes.js';
import { registerDashboard } from './features/dashboard/dashboard-route.js';
import { registerImportRoutes } from './features/imports/imports-route.js';
import { registerOffers } from './features/offers/offers-route.js';
import { registerProducts } from './features/inventory/products-route.js';
import { registerSalesHistory } from './features/sales/sales-history-route.js';
import { registerRecommendationRoutes } from './features/recommend/recommendation-routes.js';
import type { MergeConfig, NylasConfig } from './config.js';
import { registerErpRoutes } from './features/erp/erp-routes.js';
import { registerPurchaseOrderRoutes } from './features/purchase-orders/purchase-order-routes.js';
import { registerReconciliationRoutes } from './features/reconciliation/reconciliation-routes.js';
import { registerAiEmployeeMailboxRoutes } from './features/integrations/ai-employee-mailbox-routes.js';
import { registerEmailConnectionsRoutes } from './features/integrations/email-connections-routes.js';
import { registerNylasAuthRoutes } from './features/integrations/nylas-auth-routes.js';
import { registerSocialConnectionsRoutes } from './features/integrations/social-connections-routes.js';
import type { Mailer } from './mail/mailer.js';
import { registerOutreachRoutes } from './features/outreach/outreach-routes.js';
import type { GoogleDriveMode } from './features/google-drive/read-sheet.js';
import { registerGoogleDriveRoute } from './features/google-drive/google-drive-route.js';
import { registerChatRoutes } from './features/ai/chat-routes.js';
import { registerLocalJobsRoute } from './jobs/local-jobs-route.js';
import { registerTeamRoutes } from './features/team/team-routes.js';
import { registerUsageRoutes } from './features/usage/usage-routes.js';
import { registerUsageGauges } from './features/usage/usage-gauges.js';
import { registerPlatformUsageRoutes } from './features/usage/platform-usage-routes.js';
import { registerPlatformRoutes } from './features/platform/platform-routes.js';
import { registerPurchaseOrderIntakeRoute } from './features/purchase-orders/purchase-order-intake-route.js';
import { createOrganizationReads } from './workspace/organization-read-cache.js';
import type { LlmConfig } from './config.js';

export interface BuildApiOptions {
  db: Db;
  /** Supabase project (or emulator) base URL: user tokens are verified against its JWKS. */
  supabaseUrl: string;
  /** Browser origins allowed by CORS. */
  allowedOrigins: string[];
  /** pino options (JSON lines; every line of a request carries its `reqId`); off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The level of each request's arrival and completion lines ('info'; the embedded backend: 'debug'). */
  requestLogLevel?: RequestLogLevel;
  /** Overrides the remote JWKS (tests sign tokens with a local key). */
  jwks?: JWTVerifyGetKey;
  /**
   * Serve GET /api/analytics/events (captured analytics, signed-in callers) — only for the local embedded
   * backend, which startLocalBackend marks so. The capture paths (/e/, /batch/, …) exist either way: the
   * browser uses them when no PostHog key is configured; in production posthog-js sends to PostHog
   * (POSTHOG_KEY / POSTHOG_HOST in the app config) and the read-back route is off (404).
   */
  localAnalytics?: boolean;
  /** Encrypts provider tokens at rest; without it the token route answers 503. */
  tokenCipher?: TokenCipher | null;
  /** Nylas hosted auth for mailbox connections; null/absent = the local sandbox consent page. */
  nylas?: NylasConfig | null;
  /** Where browsers reach this API (PUBLIC_API_URL, the OAuth callback's base); per request when absent. */
  publicApiUrl?: string;
  /** Merge (ERP linking, MERGE_API_KEY); null/absent = sandbox mode. */
  merge?: MergeConfig | null;
  /** An OpenAI-compatible model for Ask AI (LLM_BASE_URL); null/absent = the built-in analyst. */
  llm?: LlmConfig | null;
  /** The local outbox for outreach emails (embedded backend); production sends through Nylas mailboxes. */
  mailer?: Mailer | null;
  /** Google Drive import: built-in sandbox sheets (local default) or real shared sheets (default here). */
  googleDrive?: GoogleDriveMode;
  /**
   * The project's public (anon/publishable) key: purchase-order originals go to Storage as the caller with it
   * (SUPABASE_ANON_KEY); null/absent = intake answers 503.
   */
  storageApiKey?: string | null;
  /**
   * SUPABASE_SERVICE_ROLE_KEY: removes an original whose order could not be written (members may not delete
   * originals); null/absent = such a file is left behind with a warning.
   */
  storageServiceRoleKey?: string | null;
  /** The domain of the organizations' intake email addresses (INTAKE_EMAIL_DOMAIN). */
  intakeEmailDomain?: string;
  /** The embedded backend's mail catcher page (local only), shown beside the intake address. */
  mailCatcherUrl?: string;
  /** Per-member limits of the expensive routes (AI chat, text parsing, email sending). */
  rateLimits?: RateLimits;
  /** The job queue (jobs/job-queue.ts) routes queue background work on, e.g. outreach emails. */
  jobs?: PgBoss | null;
  /** Serve POST /api/local/jobs/:queue (run a recurring job now): the embedded backend only. */
  localJobs?: boolean;
  /** This process's job worker, for /readyz; absent when another process works the jobs. */
  workerRunning?: (() => boolean) | null;
  /** Prometheus metrics served at /metrics (default: a registry of this app's own). */
  metrics?: Metrics;
  /** METRICS_TOKEN: when set, /metrics wants it as a bearer token. */
  metricsToken?: string | null;
  /** `db` sends the reads of routes marked `readReplica` to a replica (DATABASE_READ_URL); off by default. */
  readReplica?: ReadReplicaOptions;
}

/** The Aide API, not yet listening: `listen()` it, or `inject()` in tests. */
export function buildApi({
  db,
  supabaseUrl,
  allowedOrigins,
  logger = false,
  requestLogLevel = 'info',
  jwks,
  localAnalytics = false,
  tokenCipher = null,
  nylas = null,
  publicApiUrl,
  merge = null,
  llm = null,
  mailer = null,
  googleDrive = 'real',
  storageApiKey = null,
  storageServiceRoleKey = null,
  intakeEmailDomain,
  mailCatcherUrl,
  rateLimits = DEFAULT_RATE_LIMITS,
  jobs = null,
  localJobs = false,
  workerRunning = null,
  metrics = createMetrics(),
  metricsToken = null,
  readReplica = { enabled: false, readYourWritesSeconds: 0 },
}: BuildApiOptions): ApiInstance {
  // Sealed ERP tokens travel in the path (SPEC §7: /integrations/account-token/{publicToken}) and are longer
  // than the router's default 100-character limit for a parameter.
  const app = Fastify({
    logger,
    logController: new RequestLogging(requestLogLevel),
    ...requestIdOptions,
    routerOptions: { maxParamLength: 4096 },
  }).withTypeProvider<SchemaTypes>();
  attachRequestId(app);
  closeConnectionsOnShutdown(app);
  registerMetrics(app, metrics, metricsToken);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  registerSecurityHeaders(app);
  registerCors(app, allowedOrigins);
  const authenticate = registerAuthentication(
    app,
    createTokenVerifier({ supabaseUrl, jwks, sessionIsActive: createSessionCheck(db) }),
  );
  registerReadReplica(app, db, readReplica);
  registerOpenApi(app); // before every route, so the document lists them all
  registerRateLimits(app, db, rateLimits); // before the routes it limits
  registerHealthz(app, { db, workerRunning });
  registerOnboardingStatus(app, db, authenticate);
  registerAiEmployeeToken(app, db, authenticate, tokenCipher);
  registerNylasAuthRoutes(app, {
    db,
    authenticate,
    cipher: tokenCipher,
    nylas,
    publicApiUrl,
    allowedOrigins,
  });
  registerEmailConnectionsRoutes(app, db, authenticate);
  registerAiEmployeeMailboxRoutes(app, db, authenticate);
  registerSocialConnectionsRoutes(app, db, authenticate);
  registerConstants(app, db, authenticate);
  registerImportRoutes(app, db, authenticate);
  // The dashboard and the lists every page load asks for, shared by concurrent requests (see the module).
  const reads = createOrganizationReads(db);
  registerCustomers(app, authenticate, reads);
  registerCustomerDetailRoutes(app, db, authenticate, reads);
  registerNotesRoutes(app, db, authenticate);
  registerCustomerTextRoutes(app, db, authenticate);
  registerProducts(app, authenticate, reads);
  registerOffers(app, db, authenticate);
  registerSalesHistory(app, authenticate, reads);
  registerDashboard(app, authenticate, reads);
  registerRecommendationRoutes(app, db, authenticate);
  registerChatRoutes(app, { db, authenticate, llm });
  registerOutreachRoutes(app, {
    db,
    authenticate,
    mail: { outbox: mailer, nylas, cipher: tokenCipher },
    jobs,
  });
  registerGoogleDriveRoute(app, { db, authenticate, mode: googleDrive });
  // The inbound workspace (docs/inbound-api.md).
  registerErpRoutes(app, { db, authenticate, cipher: tokenCipher, merge });
  const storage = storageApiKey
    ? { url: supabaseUrl, apiKey: storageApiKey, serviceRoleKey: storageServiceRoleKey }
    : null;
  registerPurchaseOrderRoutes(app, db, authenticate, storage);
  registerPurchaseOrderIntakeRoute(app, {
    db,
    authenticate,
    storage,
    emailDomain: intakeEmailDomain,
    llm,
    mailCatcherUrl,
  });
  registerReconciliationRoutes(app, db, authenticate, reads);
  registerTeamRoutes(app, { db, authenticate, jobs });
  registerUsageRoutes(app, db, authenticate);
  registerUsageGauges(metrics.registry, db);
  registerPlatformUsageRoutes(app, db, authenticate);
  // The platform console (docs/platform.md): operators only, checked on every route.
  registerPlatformRoutes(app, {
    db,
    authenticate,
    jobs,
    storage: storageServiceRoleKey ? { url: supabaseUrl, serviceRoleKey: storageServiceRoleKey } : null,
  });
  registerAnalyticsCapture(app, db, allowedOrigins);
  if (localJobs && jobs) registerLocalJobsRoute(app, jobs, authenticate);
  if (localAnalytics) registerAnalyticsEvents(app, db, authenticate);
  return app;
}
