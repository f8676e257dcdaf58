// `npm run build`: builds the web app and the server bundle, and records the sources they were built
// from. `npm start` passes --if-changed: each is built only when its sources changed since its last
// build, then the server runs the bundle and serves the web app.
import { build, buildIfChanged, SERVER_BUILD, WEB_BUILD } from './lib/build-state';

const root = new URL('..', import.meta.url).pathname;
const ifChanged = process.argv.includes('--if-changed');

try {
  for (const target of [WEB_BUILD, SERVER_BUILD]) {
    if (!ifChanged) build(root, target);
    else if (!buildIfChanged(root, target)) {
      process.stdout.write(
        `The ${target.name} is up to date (no source changed since the last build).\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
