import type { RemoteAppModule } from '@aide/shared-auth';
import { PlatformRoutes } from '../app/platform-routes';

/**
 * What the shell loads as "platform/App", for platform operators with an aal2 session only (the shell's
 * OperatorGuard). It renders inside the shell's providers and router (shared singletons), so it adds no
 * providers of its own.
 */
function App() {
  return <PlatformRoutes />;
}

// The shell↔remote contract (shared-auth): this build fails if App stops fitting what the shell loads.
export default App satisfies RemoteAppModule['default'];
