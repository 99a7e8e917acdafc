import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { defaultAutoApprovalRulesHandler } from '../../../test-support/fake-auto-approval-rules';
import { InboundLayout } from '../components/inbound-layout';

const API = 'http://api.test';

/**
 * What the panel's other sections ask for: the rules form, and the ERP section (another feature's
 * component) whatever it reads. Only the shell is under test here.
 */
export const panelDataHandlers = () => [
  defaultAutoApprovalRulesHandler(),
  http.get(`${API}/integrations/erp/connections`, () => HttpResponse.json({ items: [], connected: false })),
  http.get(`${API}/integrations/erp/sync-runs`, () => HttpResponse.json({ items: [] })),
];

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The layout around stand-in pages, so the shell is tested without the other features' screens. */
export function ShellUnderTest() {
  return (
    <>
      <Routes>
        <Route element={<InboundLayout />}>
          <Route path="/inbound-module" element={<p>Inbound module page</p>} />
          <Route path="/inbound-erp-connection" element={<p>ERP connection page</p>} />
        </Route>
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <ShowLocation />
    </>
  );
}
