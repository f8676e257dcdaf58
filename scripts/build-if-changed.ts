// `npm start`: builds the web app and the server bundle only when their sources changed since the
// last build, then the server runs the bundle and serves the web app. `npm run build` always builds.
import { buildIfChanged, SERVER_BUILD, WEB_BUILD } from './lib/build-state';

const root = new URL('..', import.meta.url).pathname;

try {
  for (const target of [WEB_BUILD, SERVER_BUILD]) {
    if (!buildIfChanged(root, target)) {
      process.stdout.write(
        `The ${target.name} is up to date (no source changed since the last build).\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
