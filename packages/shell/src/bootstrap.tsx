import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@aide/shared-auth';
import { startApp } from './app/start-app';
import { StartupErrorPage } from './app/startup-error-page';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => startApp(root, config),
  (error: Error) => root.render(<StartupErrorPage message={error.message} />),
);
