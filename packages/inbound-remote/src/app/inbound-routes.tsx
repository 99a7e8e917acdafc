import { Navigate, Route, Routes } from 'react-router-dom';
import { ErpConnectionPage } from '../features/erp-connection/components/erp-connection-page';
import { InboundLayout } from '../features/inbound-shell/components/inbound-layout';
import { InboundModulePage } from '../features/inbound-module/components/inbound-module-page';
import { INBOUND_ROUTES } from '../lib/route-paths';

/** Every inbound screen renders inside the inbound shell (top navigation and profile panel). */
export function InboundRoutes() {
  return (
    <Routes>
      <Route element={<InboundLayout />}>
        <Route path={INBOUND_ROUTES.module} element={<InboundModulePage />} />
        <Route path={INBOUND_ROUTES.erpConnection} element={<ErpConnectionPage />} />
      </Route>
      <Route path="*" element={<Navigate to={INBOUND_ROUTES.module} replace />} />
    </Routes>
  );
}
