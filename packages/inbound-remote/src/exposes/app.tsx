import type { RemoteAppModule } from '@aide/shared-auth';
import { InboundRoutes } from '../app/inbound-routes';

/**
 * What the shell loads as "inbound/App". It renders inside the shell's providers and router (shared
 * singletons), so it adds no providers of its own.
 */
function App() {
  return <InboundRoutes />;
}

// The shell↔remote contract (shared-auth): this build fails if App stops fitting what the shell loads.
export default App satisfies RemoteAppModule['default'];
