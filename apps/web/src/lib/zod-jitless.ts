// zod as the web app imports it (build/zod-jitless.ts sends every `import … from 'zod'` here).
// On an object schema's first parse zod probes whether it may compile a faster parser with
// `new Function`; the server's `script-src 'self'` forbids eval, so that probe was a Content
// Security Policy violation on every signed-in page load (a console error, and a report if a
// report endpoint is ever set). A browser parses each answer once or twice: the compiled parser
// would not pay off there anyway. The server, which parses every request, keeps it.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
