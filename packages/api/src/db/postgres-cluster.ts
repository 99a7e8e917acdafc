// A throw-away PostgreSQL cluster (tests, `pnpm bench`) from Debian's server binaries, so the API is tested against the same kind
// of server it runs on in production.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

export interface PostgresCluster extends PostgresServer {
  /** A hot standby of this cluster, streaming its changes (tests of the API's read-replica routing). */
  startReplica(): Promise<PostgresServer>;
}

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl, or null when none is installed. */
export function findPostgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'aide-pg-'));
  const dataDir = path.join(base, 'data');
  // PostgreSQL refuses to run as root: when we are root, hand the directory to the postgres user and act as it.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(base, uid, gid);
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  const port = await freePort();
  const pgCtl = (args: string[]) => pgTool('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  // fsync off: the data is thrown away, speed matters. Socket in the temp dir: no /var/run/postgresql needed.
  const serverOptions = (serverPort: number) =>
    `-p ${serverPort} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  try {
    await pgTool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    await pgCtl(['-l', path.join(base, 'server.log'), '-o', serverOptions(port), 'start']);
  } catch (error) {
    await rm(base, { recursive: true, force: true });
    throw error;
  }

  const replicas: PostgresServer[] = [];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async startReplica() {
      // initdb -A trust lets local replication connections in; -R writes standby.signal and primary_conninfo.
      const replicaDir = path.join(base, `replica-${replicas.length + 1}`);
      const replicaPort = await freePort();
      const replicaCtl = (args: string[]) => pgTool('pg_ctl', ['-D', replicaDir, '-w', '-t', '60', ...args]);
      await pgTool('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
      ]);
      await replicaCtl([
        '-l',
        path.join(base, `${path.basename(replicaDir)}.log`),
        '-o',
        serverOptions(replicaPort),
        'start',
      ]);
      const replica: PostgresServer = {
        url: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
        stop: () =>
          replicaCtl(['-m', 'immediate', 'stop']).then(
            () => undefined,
            () => undefined,
          ),
      };
      replicas.push(replica);
      return replica;
    },
    async stop() {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(base, { recursive: true, force: true });
    },
  };
}
