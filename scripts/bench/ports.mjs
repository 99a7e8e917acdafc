// Checked before the (slow) build so a busy port fails the run in seconds, not minutes.
import net from 'node:net';

/** True when something already listens on the port: either we cannot bind it or something answers on ::1. */
async function isBusy(port) {
  const cannotBind = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
  if (cannotBind) return true;
  // The browser resolves "localhost" to ::1 too; a server there would answer instead of ours.
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '::1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** @param {Record<string, number>} ports name -> port */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (await isBusy(port)) busy.push(`${port} (${name})`);
  if (busy.length) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. The bench starts the local stack on its ` +
        'default ports; stop whatever holds them (a `pnpm start`, `pnpm dev` or e2e run) and try again.',
    );
  }
}
