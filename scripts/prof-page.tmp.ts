import { chromium } from 'playwright-core';
import { startServer } from './lib/start-server';
import { writeFileSync } from 'node:fs';
const dist = process.env.DIST ?? '/tmp/dist-prof';
const pagePath = process.argv[2] ?? '/dashboard';
const server = await startServer({ SEED_DEMO: '1', WEB_DIST_DIR: dist });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const r = await fetch(`${server.baseURL}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'student@ptlogbook.test', password: 'Student123!' }) });
  const a = await r.json() as any;
  const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.goto(`${server.baseURL}/favicon.svg`);
  await page.evaluate((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v as string); }, { access_token: a.access, user: JSON.stringify(a.user), last_activity: String(Date.now()) });
  await page.addInitScript(() => { (globalThis as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (globalThis as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.baseURL}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop') as any;
  console.log('longtasks', JSON.stringify(await page.evaluate(() => (globalThis as any).__lt)));
  console.log('fcp/lcp', JSON.stringify(await page.evaluate(() => performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]))));
  writeFileSync(`/tmp/prof/${pagePath.replace(/\W/g, '')}.cpuprofile`, JSON.stringify(profile));
  // aggregate self time
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const dts = profile.timeDeltas; for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dts[i] ?? 0));
  const agg = new Map<string, number>(); let total = 0;
  for (const [id, t] of self) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`; if (f.functionName === '(idle)' || f.functionName === '(program)') continue; agg.set(key, (agg.get(key) ?? 0) + t); total += t; }
  console.log('total non-idle ms', Math.round(total / 1000));
  for (const [k, t] of [...agg].sort((x, y) => y[1] - x[1]).slice(0, 40)) console.log(String(Math.round(t / 1000)).padStart(6), k);
  // inclusive by function for React components: compute total time per node incl children
  const incl = new Map<number, number>();
  const tot = (n: any): number => { if (incl.has(n.id)) return incl.get(n.id)!; let t = self.get(n.id) ?? 0; for (const c of n.children ?? []) t += tot(byId.get(c)); incl.set(n.id, t); return t; };
  const aggI = new Map<string, number>();
  for (const n of profile.nodes) { const f = n.callFrame; if (!f.functionName) continue; const key = `${f.functionName} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`; aggI.set(key, Math.max(aggI.get(key) ?? 0, 0) + tot(n)); }
  console.log('--- inclusive (summed over call sites, may double count recursion)');
  for (const [k, t] of [...aggI].sort((x, y) => y[1] - x[1]).slice(0, 60)) console.log(String(Math.round(t / 1000)).padStart(6), k);
} finally { await browser.close(); await server.stop(); }
