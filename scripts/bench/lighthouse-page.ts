// Readies a Lighthouse run of bench:web (and of lantern-path.ts): a cold browser, and for a
// signed-in page the demo student's fresh session in localStorage, as a sign-in leaves it.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const DEMO_STUDENT = { username: 'student@ptlogbook.test', password: 'Student123!' };

/** A fresh sign-in of the demo student: what the app keeps in localStorage after one. */
async function signIn(baseURL: string) {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  const answer = (await response.json()) as { access: string; user: unknown };
  return {
    access_token: answer.access,
    user: JSON.stringify(answer.user),
    last_activity: String(Date.now()),
  };
}

/**
 * Every run starts cold: no HTTP cache, no service worker or its caches, no storage; a signed-in
 * page then gets a fresh session in localStorage, as a sign-in leaves it.
 */
export async function prepare(browserURL: string, baseURL: string, signedIn: boolean) {
  const browser = await puppeteer.connect({ browserURL });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: baseURL, storageTypes: 'all' });
    if (signedIn) {
      const session = await signIn(baseURL);
      await page.goto(`${baseURL}/favicon.svg`);
      await page.evaluate((items: Record<string, string>) => {
        // Runs in the page, where localStorage is the app's own storage.
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem: (key: string, value: string) => void };
        };
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        // The sign-in screen keeps the device's time zone too (apps/web/src/lib/device.ts).
        localStorage.setItem('device_timezone', Intl.DateTimeFormat().resolvedOptions().timeZone);
      }, session);
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's performance run of `url` in the Chromium at `port`, on the page prepare() readied. */
export async function lighthouseRun(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // prepare() has reset what matters and set the session; Lighthouse must not wipe it.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}
