import { createAppConfig } from '../../config/webpack.app.mjs';

// Remote "platform": the operators' console. Its own page (port 3003) runs it standalone for its team.
export default createAppConfig({
  name: 'platform',
  dir: import.meta.dirname,
  port: 3003,
  title: 'Aide · Platform console (standalone)',
  exposes: { './App': './src/exposes/app.tsx' },
});
