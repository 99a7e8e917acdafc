import { createAppConfig } from '../../config/webpack.app.mjs';

// Remote "inbound": the purchase orders and reconciliation. Its own page (port 3002) runs it standalone for its team.
export default createAppConfig({
  name: 'inbound',
  dir: import.meta.dirname,
  port: 3002,
  title: 'Aide · Inbound (standalone)',
  exposes: { './App': './src/exposes/app.tsx' },
});
