// The scale group's PostgreSQL (scripts/bench/scale.mjs): a cluster of Debian's server binaries kept under
// .data/bench/scale-pg between runs, so only the first run builds its 20+ million rows and the next ones start
// it in seconds. Throwaway like the other bench clusters (fsync off), but not removed: delete the folder (or
// run with BENCH_SCALE_REBUILD=1) to build it again. As root, the folder belongs to the postgres user and the
// tools run as it (PostgreSQL refuses root), as in packages/api/src/db/postgres-cluster.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBinDir } from '@aide/api';
import { REPO_ROOT } from '../local-stack.mjs';

const run = promisify(execFile);

export const SCALE_DIR = path.join(REPO_ROOT, '.data', 'bench', 'scale-pg');

/**
 * Settings of a small dedicated database server (Supabase's larger computes have more memory): room for the
 * two API replicas' pools and the load's sign-ins, and checkpoints rare enough that building the data is not
 * spent writing pages twice.
 */
const SERVER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
  shared_buffers: '1GB',
  work_mem: '32MB',
  maintenance_work_mem: '512MB',
  max_wal_size: '4GB',
  checkpoint_timeout: '30min',
  effective_cache_size: '4GB',
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '1',
  autovacuum_vacuum_cost_limit: '2000',
  track_io_timing: 'on',
};

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the kept cluster (creating it when absent). Resolves to its URL, whether it was created now, and
 * stop(), which shuts the server down and keeps the data.
 * @returns {Promise<{ url: string, created: boolean, dataDir: string, log: string, stop(): Promise<void> }>}
 */
export async function startScaleCluster({
  rebuild = process.env.BENCH_SCALE_REBUILD === '1',
  nice = 10,
} = {}) {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const dataDir = path.join(SCALE_DIR, 'data');
  const socketDir = path.join(SCALE_DIR, 'run');
  const log = path.join(SCALE_DIR, 'server.log');
  const asRoot = process.getuid?.() === 0;
  const tool = (name, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args], { maxBuffer: 1 << 26 })
      : run(path.join(binDir, name), args, { maxBuffer: 1 << 26 });
  const pgCtl = (args) => tool('pg_ctl', ['-D', dataDir, '-w', '-t', '300', ...args]);

  // A server left running by an interrupted run is stopped first (its port is not known to us).
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    await pgCtl(['-m', 'fast', 'stop']).catch(() => undefined);
  }
  if (rebuild) fs.rmSync(SCALE_DIR, { recursive: true, force: true });
  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) {
    fs.rmSync(SCALE_DIR, { recursive: true, force: true });
    fs.mkdirSync(SCALE_DIR, { recursive: true });
  }
  fs.mkdirSync(socketDir, { recursive: true });
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    for (const dir of [SCALE_DIR, socketDir]) fs.chownSync(dir, uid, gid);
    if (fs.existsSync(log)) fs.chownSync(log, uid, gid);
  }
  if (created) {
    await tool('initdb', [
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
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    ...Object.entries(SERVER_SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  // Started niced (it inherits to every backend): building the data should not take the shared cores from
  // others; the measurements raise it back to normal (setPriority) so their figures are not the niceness's.
  const start = ['-D', dataDir, '-w', '-t', '300', '-l', log, '-o', options, 'start'];
  await (asRoot
    ? run('nice', [
        '-n',
        String(nice),
        'runuser',
        '-u',
        'postgres',
        '--',
        path.join(binDir, 'pg_ctl'),
        ...start,
      ])
    : run('nice', ['-n', String(nice), path.join(binDir, 'pg_ctl'), ...start]));
  const postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    created,
    dataDir,
    log,
    binDir,
    /**
     * CPU seconds the server has used so far: its own, its ended backends' (reaped, so counted in its
     * children's times) and its live ones'. The difference over a build is what it costs on an idle machine.
     */
    async cpuSeconds() {
      const ticks = 100; // USER_HZ on Linux
      const times = (pid, withChildren) => {
        try {
          const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          // utime, stime, cutime, cstime are fields 14–17 of stat (11–14 after the command).
          const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
          return utime + stime + (withChildren ? cutime + cstime : 0);
        } catch {
          return 0;
        }
      };
      const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmasterPid)]).catch(() => ({
        stdout: '',
      }));
      const children = stdout.split(/\s+/).filter(Boolean).map(Number);
      return (times(postmasterPid, true) + children.reduce((sum, pid) => sum + times(pid, false), 0)) / ticks;
    },
    /** Sets the niceness of the server and of every backend it started (new ones inherit it). */
    async setPriority(niceness) {
      const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmasterPid)]);
      const pids = [postmasterPid, ...stdout.split(/\s+/).filter(Boolean).map(Number)];
      await run('renice', ['-n', String(niceness), '-p', ...pids.map(String)]).catch(() => undefined);
    },
    async stop() {
      await pgCtl(['-m', 'fast', 'stop']).catch(() => undefined);
    },
  };
}
