// Row "Full production build time": a forced turbo build, so it measures a real build and not a cache replay.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const COMMAND = ['pnpm', ['turbo', 'run', 'build', '--filter=!@aide/e2e', '--force']];

/** @returns {Promise<{ seconds: number, command: string, log: string }>} */
export async function measureBuildTime({ cwd, logFile }) {
  const [cmd, args] = COMMAND;
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  const code = await new Promise((resolve, reject) => {
    // Output goes to a log file: it is long, and only its tail matters when the build fails.
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => log.end(resolve));
  const command = `${cmd} ${args.join(' ')}`;
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    throw new Error(`Build failed (\`${command}\` exited with ${code}). Last lines of ${logFile}:\n${tail}`);
  }
  return { seconds, command, log: logFile };
}
