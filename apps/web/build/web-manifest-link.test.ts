import { describe, expect, it } from 'vitest';
import { withoutManifestLink } from './web-manifest-link';

describe('withoutManifestLink', () => {
  it("takes vite-plugin-pwa's manifest link out of the page and leaves the rest", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" />\n  <link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(withoutManifestLink(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg" />\n  </head>',
    );
  });
});
