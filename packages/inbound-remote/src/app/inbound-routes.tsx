import { Navigate, Route, Routes } from 'react-router-dom';
import { InboundModulePage } from '../features/inbound-module/components/inbound-module-page';
import { INBOUND_ROUTES } from './route-paths';

export function InboundRoutes() {
  return (
    <Routes>
      <Route path={INBOUND_ROUTES.module} element={<InboundModulePage />} />
      {/* Paths whose screens are not built yet open the module rather than a blank page. */}
      <Route path="*" element={<Navigate to={INBOUND_ROUTES.module} replace />} />
    </Routes>
  );
}
