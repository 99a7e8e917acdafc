import type { ApiInstance } from '../../http/api-instance.js';
import { registerEventsRoute } from './events-route.js';
import { registerExportRoutes } from './export-routes.js';
import { registerHealthRoutes } from './health/health-routes.js';
import { registerOrganizationRoutes, type PlatformRouteOptions } from './organization-routes.js';

export type { PlatformRouteOptions };

/** The platform console's API under /platform (docs/platform.md), for verified operators with aal2 sessions. */
export function registerPlatformRoutes(app: ApiInstance, options: PlatformRouteOptions): void {
  registerOrganizationRoutes(app, options);
  registerExportRoutes(app, options);
  registerEventsRoute(app, options);
  registerHealthRoutes(app, options);
}
