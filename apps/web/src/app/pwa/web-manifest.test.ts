// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { linkWebManifest, WEB_MANIFEST_URL } from './web-manifest';

describe('linkWebManifest', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
  });

  it('links the manifest from the head once, however often it is called', () => {
    linkWebManifest();
    linkWebManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(WEB_MANIFEST_URL);
  });
});
