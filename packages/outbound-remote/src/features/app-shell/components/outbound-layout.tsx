import { Outlet } from 'react-router-dom';

/** The outbound app shell: sidebar, top bar and setup progress around every screen (placeholder). */
export function OutboundLayout() {
  return <Outlet />;
}
