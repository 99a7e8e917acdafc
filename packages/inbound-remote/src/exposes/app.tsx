import { InboundRoutes } from '../app/inbound-routes';

/**
 * What the shell loads as "inbound/App". It renders inside the shell's providers and router (shared
 * singletons), so it adds no providers of its own.
 */
export default function App() {
  return <InboundRoutes />;
}
