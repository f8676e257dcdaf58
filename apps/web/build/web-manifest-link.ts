// Takes vite-plugin-pwa's `<link rel="manifest">` out of index.html: the app links the manifest
// once the page is idle (src/app/pwa/web-manifest.ts says why).
import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/g;

export function withoutManifestLink(html: string): string {
  return html.replace(MANIFEST_LINK, '');
}

/** Runs after vite-plugin-pwa (both `enforce: 'post'`, this one later in the list). */
export function webManifestLinkedByApp(): Plugin {
  return {
    name: 'ptlog:web-manifest-linked-by-app',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: withoutManifestLink },
  };
}
