import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const port = 3917;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/out', '--max-semi-space-size=4', '--liftoff-only', '--import', 'tsx', 'apps/server/src/server.ts'], { cwd: '/work/main', env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/prof/data', DATABASE_URL: process.env.DB ?? 'pglite://memory', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: '0', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' }, stdio: 'inherit' });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
const r = await autocannon({ url: `http://127.0.0.1:${port}${process.env.PATH_ ?? '/api/health/live'}`, connections: 10, duration: 10 });
console.log('req/s', r.requests.average);
child.kill('SIGINT'); await new Promise(r => child.on('exit', r));
