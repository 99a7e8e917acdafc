import { Outlet } from 'react-router-dom';

/** The inbound shell: top navigation (Purchase Orders, Reconciliation) and the profile panel. */
export function InboundLayout() {
  return <Outlet />;
}
