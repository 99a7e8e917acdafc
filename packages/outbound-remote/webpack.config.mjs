import { createAppConfig } from '../../config/webpack.app.mjs';

// Remote "outbound": the sales workspace. Its own page (port 3001) runs it standalone for its team.
export default createAppConfig({
  name: 'outbound',
  dir: import.meta.dirname,
  port: 3001,
  title: 'Aide · Outbound (standalone)',
  exposes: { './App': './src/exposes/app.tsx' },
});
