// harper.js (Apache-2.0, https://writewithharper.com), a candidate of `npm run bench:writing` only
// (a dev dependency; not shipped, see README): a maintained on-device grammar checker in
// WebAssembly. Loaded lazily from node_modules (the .wasm ships in the package; nothing is
// downloaded). British dialect; the trade terms and Swahili words are imported as dictionary words.
import type { Lint, LocalLinter } from 'harper.js';
import { SWAHILI_WORDS, TECHNICAL_TERMS } from '../src/terms';

let loading: Promise<LocalLinter> | undefined;

export function loadHarper(): Promise<LocalLinter> {
  loading ??= (async () => {
    const { LocalLinter, Dialect } = await import('harper.js');
    const { binary } = await import('harper.js/binary');
    const linter = new LocalLinter({ binary, dialect: Dialect.British });
    await linter.setup();
    await linter.importWords([...TECHNICAL_TERMS.values(), ...SWAHILI_WORDS]);
    return linter;
  })();
  return loading;
}

export interface THarperEdit {
  start: number;
  end: number;
  replacement: string;
  kind: string;
  message: string;
}

/** Harper's lints of `text` with a replacement, optionally only of some kinds. */
export async function harperEdits(
  linter: LocalLinter,
  text: string,
  kinds?: ReadonlySet<string>,
): Promise<THarperEdit[]> {
  const lints: Lint[] = await linter.lint(text, { language: 'plaintext' });
  const edits: THarperEdit[] = [];
  for (const lint of lints) {
    const kind = lint.lint_kind();
    if (kinds && !kinds.has(kind)) continue;
    const [suggestion] = lint.suggestions();
    if (!suggestion) continue;
    const span = lint.span();
    const typed = text.slice(span.start, span.end);
    const kindOf = suggestion.kind();
    const replacement =
      kindOf === 1
        ? ''
        : kindOf === 2
          ? typed + suggestion.get_replacement_text()
          : suggestion.get_replacement_text();
    edits.push({ start: span.start, end: span.end, replacement, kind, message: lint.message() });
  }
  return edits;
}

/** The edits applied from the last to the first; overlapping ones are skipped. */
export function applyEdits(text: string, edits: THarperEdit[]): string {
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) continue;
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
    limit = edit.start;
  }
  return out;
}
