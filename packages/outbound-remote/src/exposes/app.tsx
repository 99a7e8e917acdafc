import { OutboundRoutes } from '../app/outbound-routes';

/**
 * What the shell loads as "outbound/App". It renders inside the shell's providers and router (shared
 * singletons), so it adds no providers of its own.
 */
export default function App() {
  return <OutboundRoutes />;
}
