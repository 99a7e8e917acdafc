import { createAppConfig } from '../../config/webpack.app.mjs';

// The host: no remote is listed here. Their manifest URLs come from /app-config.json at run time.
export default createAppConfig({ name: 'shell', dir: import.meta.dirname, port: 3000, title: 'Aide' });
