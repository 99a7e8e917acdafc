import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { OUTBOUND_ROUTES } from './route-paths';

export function OutboundRoutes() {
  return (
    <Routes>
      <Route path={OUTBOUND_ROUTES.dashboard} element={<DashboardPage />} />
      {/* Paths whose screens are not built yet open the dashboard rather than a blank page. */}
      <Route path="*" element={<Navigate to={OUTBOUND_ROUTES.dashboard} replace />} />
    </Routes>
  );
}
