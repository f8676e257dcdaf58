import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;

/** Every screen and component file of the web app (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/**
 * The element a `loading=` prop at `at` belongs to: walking back over the props before it, a
 * nested element (an icon in leftSection={…}) sits inside braces, the owner outside them.
 */
function ownerOf(source: string, at: number): string | null {
  let depth = 0;
  for (let index = at - 1; index >= 0; index -= 1) {
    const char = source[index];
    if (char === '}') depth += 1;
    else if (char === '{') depth -= 1;
    else if (char === '<' && depth === 0) {
      return /^<([A-Za-z][\w.]*)/.exec(source.slice(index))?.[1] ?? null;
    }
  }
  return null;
}

/** `file:line <Tag>` for each Mantine button given `loading` itself, not through busyButtonProps. */
function disablingLoadingProps(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/\sloading=\{/g)].flatMap((match) => {
      const owner = ownerOf(source, match.index);
      if (owner !== 'Button' && owner !== 'ActionIcon') return [];
      const line = source.slice(0, match.index).split('\n').length;
      return [`${path.relative(SRC, file)}:${line} <${owner}>`];
    });
  });
}

describe('busy buttons across the app (WCAG 2.4.3)', () => {
  it('finds a raw loading prop on a button, and none on a nested icon or a dialog', () => {
    const sample = [
      '<Button leftSection={<IconRefresh size={16} />} loading={busy}>',
      '<ConfirmDialog title={t("x")} loading={busy} />',
    ].join('\n');
    expect(ownerOf(sample, sample.indexOf('loading'))).toBe('Button');
    expect(ownerOf(sample, sample.lastIndexOf('loading'))).toBe('ConfirmDialog');
  });

  // Mantine disables a loading button, and a disabled button drops a keyboard user's focus to
  // the page: every busy Button and ActionIcon goes through busyButtonProps (busy-button.tsx).
  it('gives no Button or ActionIcon a loading prop of its own', () => {
    expect(disablingLoadingProps()).toEqual([]);
  });
});
