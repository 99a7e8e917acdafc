import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { restUrl } from '@aide/shared-auth/testing';
import { InboundLayout } from '../components/inbound-layout';

export const IVY = { id: '33333333-3333-4333-8333-333333333333', email: 'ivy@contoso.test' };
const ORG_ID = '44444444-4444-4444-8444-444444444444';
const API = 'http://api.test';

/** Ivy's member row in Contoso Supply (inbound), read through supabase. */
export const memberHandler = () =>
  http.get(restUrl('aide_members'), () =>
    HttpResponse.json([
      {
        id: 'm-ivy',
        email: IVY.email,
        first_name: 'Ivy',
        last_name: 'Chen',
        organization_id: ORG_ID,
        aide_organizations: { id: ORG_ID, name: 'Contoso Supply', aide_plan: 'inbound' },
      },
    ]),
  );

/**
 * What the panel's other sections ask for: the rules form, and the ERP section (another feature's
 * component) whatever it reads. Only the shell is under test here.
 */
export const panelDataHandlers = () => [
  http.get(`${API}/accounting/auto-approval-rules`, () =>
    HttpResponse.json({
      rules: { order_value_threshold: 1000, ai_score_threshold: 80, customer_list: '', updated_at: null },
      saved: false,
    }),
  ),
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

/** The shell's data arrives in a chain (session → member row) and antd renders slowly in jsdom. */
export function allowSlowRendering() {
  configure({ asyncUtilTimeout: 8000 });
}
