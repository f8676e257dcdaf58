// `npm start`: builds the web app only when its sources changed since the last build, then the
// server just serves it. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { isBuildCurrent, recordBuild } from './lib/web-build-state';

const root = new URL('..', import.meta.url).pathname;

if (isBuildCurrent(root)) {
  process.stdout.write('Web app is up to date (no source changed since the last build).\n');
} else {
  process.stdout.write('Building the web app (its sources changed since the last build)…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', '@ptlog/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordBuild(root);
}
