// The web app manifest (the name, icons and colours "Add to Home Screen" uses) is linked once the
// page is idle, not in index.html (issue 20). Linked there, the browser fetched it with the page,
// and on a slow connection over HTTP/1.1 it held one of the six connections the app's first
// chunks were waiting for: Lighthouse's simulated LCP of /daily-report ~0.1 s later
// (`npm run bench:web:path`). Browsers read a manifest linked later just the same; the build
// takes vite-plugin-pwa's link out of the page (build/web-manifest-link.ts).

/** Where vite-plugin-pwa writes the manifest (its default `manifestFilename`). */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/** Links the manifest from the page's head, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_URL;
  doc.head.append(link);
}
