import { Navigate, Route, Routes } from 'react-router-dom';
import { AuditLogPage } from '../features/audit-log';
import { ConsoleGate, ConsoleLayout } from '../features/console-layout';
import { HealthPage } from '../features/health';
import { OrganizationPage, OrganizationsPage } from '../features/organizations';
import { PLATFORM_ROUTES } from '../lib/route-paths';

/** Every console screen renders inside the console's frame. */
export function PlatformRoutes() {
  return (
    <ConsoleGate>
      <Routes>
        <Route element={<ConsoleLayout />}>
          <Route path={PLATFORM_ROUTES.organizations} element={<OrganizationsPage />} />
          <Route path={PLATFORM_ROUTES.organization} element={<OrganizationPage />} />
          <Route path={PLATFORM_ROUTES.auditLog} element={<AuditLogPage />} />
          <Route path={PLATFORM_ROUTES.health} element={<HealthPage />} />
        </Route>
        <Route path="*" element={<Navigate to={PLATFORM_ROUTES.organizations} replace />} />
      </Routes>
    </ConsoleGate>
  );
}
