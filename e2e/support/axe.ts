import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core (Deque), evaluated in the page; read once per spec file.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA rule axe knows (docs/accessibility.md). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Only the rules a theme's colours can break: the other rules do not depend on the theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the whole document: all WCAG A/AA rules, or only `rules` when given. Answers the
 * serious and critical violations (the ones that fail the suite).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the app's Content-Security-Policy forbids inline scripts.
  if (!loaded) await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA_TAGS };
  const violations = await page.evaluate(async (only) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  }, runOnly);
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        html: node.html,
        failureSummary: node.failureSummary,
      })),
    }));
}

/** The violations as a readable report: rule, impact, each failing element and why. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}`,
        ...violation.nodes.map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.html.slice(0, 300)}\n      ${(
              node.failureSummary ?? ''
            )
              .replace(/\s+/g, ' ')
              .slice(0, 300)}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}
