// React Router 7 ships a development and a production build, but its package exports only the
// development one to bundlers: dev warnings, the "hey developer" error screen and their strings
// ride in every first load. The build resolves `react-router` to its production build instead
// (0.5 KB gzip off the sign-in screen); `npm run dev` and the tests keep the warnings.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** dist/production/index.mjs of the react-router the web app resolves. */
export function reactRouterProductionEntry(): string {
  const packageJson = require.resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production/index.mjs');
}

export function reactRouterProduction(): Plugin {
  const entry = reactRouterProductionEntry();
  return {
    name: 'ptlog:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
  };
}
