// ICU MessageFormat for the app's strings, small enough for the sign-in screen's first load
// (issue 20): i18next-icu with intl-messageformat and its parser weighed about 17 KB gzip there.
// It reads what the locales use (arguments, `number`, `plural` with `offset`, `=N` and `#`,
// `select`, ICU apostrophe quoting; tags stay text, as i18next-icu's `ignoreTag` has them) with
// the parse and format rules of @formatjs/icu-messageformat-parser and intl-messageformat;
// icu.test.ts formats every string of every locale both ways and expects the same text. Other
// argument types (date, time, selectordinal) are refused, so a string using one fails that test.
type TValues = Record<string, unknown>;

type TNode =
  | string
  | { kind: 'pound' }
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, TNode[]> }
  | { kind: 'select'; name: string; options: Record<string, TNode[]> };

type TParent = 'plural' | 'select' | null;

export class IcuSyntaxError extends Error {}

const WHITE_SPACE = /[\p{White_Space}]/u;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const INTEGER = /[+-]?\d+/y;

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  /** At the top level a lone "}" is text, as in @formatjs. */
  parse(): TNode[] {
    return this.message(0, null);
  }

  private fail(problem: string): never {
    throw new IcuSyntaxError(`${problem} at ${this.at} in "${this.text}"`);
  }

  private char(offset = 0): string {
    return this.text[this.at + offset] ?? '';
  }

  private skipSpace(): void {
    while (this.at < this.text.length && WHITE_SPACE.test(this.char())) this.at += 1;
  }

  private match(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text)?.[0] ?? '';
    this.at += found.length;
    return found;
  }

  private expect(char: string, problem: string): void {
    if (this.char() !== char) this.fail(problem);
    this.at += 1;
  }

  private message(depth: number, parent: TParent): TNode[] {
    const nodes: TNode[] = [];
    let text = '';
    while (this.at < this.text.length) {
      const char = this.char();
      if (char === '{') {
        if (text) nodes.push(text);
        text = '';
        nodes.push(this.argument(depth));
      } else if (char === '}' && depth > 0) {
        break;
      } else if (char === '#' && parent === 'plural') {
        if (text) nodes.push(text);
        text = '';
        nodes.push({ kind: 'pound' });
        this.at += 1;
      } else {
        const quoted = this.quoted(parent);
        if (quoted !== null) text += quoted;
        else {
          text += char;
          this.at += 1;
        }
      }
    }
    if (text) nodes.push(text);
    return nodes;
  }

  /**
   * ICU apostrophes: '' is one apostrophe; ' before {, }, <, > (or # in a plural) quotes up to
   * the next lone '; any other ' is itself. Null when no quote starts here.
   */
  private quoted(parent: TParent): string | null {
    if (this.char() !== "'") return null;
    const next = this.char(1);
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (!next || (!'{}<>'.includes(next) && !(next === '#' && parent === 'plural'))) return null;
    this.at += 1;
    let text = '';
    while (this.at < this.text.length) {
      const char = this.char();
      if (char === "'" && this.char(1) === "'") {
        text += "'";
        this.at += 2;
      } else if (char === "'") {
        this.at += 1;
        break;
      } else {
        text += char;
        this.at += 1;
      }
    }
    return text;
  }

  private argument(depth: number): TNode {
    this.at += 1;
    this.skipSpace();
    const name = this.match(IDENTIFIER);
    if (!name) this.fail('expected an argument name');
    this.skipSpace();
    if (this.char() === '}') {
      this.at += 1;
      return { kind: 'argument', name };
    }
    this.expect(',', 'expected "," or "}"');
    this.skipSpace();
    const type = this.match(IDENTIFIER);
    this.skipSpace();
    if (type === 'number') {
      this.expect('}', 'number styles are not supported');
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`unsupported argument type "${type}"`);
    this.expect(',', 'expected "," after the argument type');
    this.skipSpace();
    let selector = this.match(IDENTIFIER);
    let offset = 0;
    if (type === 'plural' && selector === 'offset') {
      this.expect(':', 'expected ":" after offset');
      this.skipSpace();
      offset = Number(this.match(INTEGER) || this.fail('expected the offset'));
      this.skipSpace();
      selector = this.match(IDENTIFIER);
    }
    const options: Record<string, TNode[]> = {};
    while (true) {
      if (!selector && type === 'plural' && this.char() === '=') {
        this.at += 1;
        const exact = this.match(INTEGER);
        if (!exact) this.fail('expected a number after "="');
        selector = `=${exact}`;
      }
      if (!selector) break;
      if (Object.hasOwn(options, selector)) this.fail(`duplicate selector "${selector}"`);
      this.skipSpace();
      this.expect('{', 'expected "{" after a selector');
      options[selector] = this.message(depth + 1, type);
      this.expect('}', 'expected "}" closing an option');
      this.skipSpace();
      selector = this.match(IDENTIFIER);
    }
    // Like @formatjs (requiresOtherClause), every plural and select needs its `other`.
    if (!Object.hasOwn(options, 'other')) this.fail('expected an "other" option');
    this.expect('}', 'expected "}" closing the argument');
    return type === 'plural'
      ? { kind: 'plural', name, offset, options }
      : { kind: 'select', name, options };
  }
}

export function parseIcu(message: string): TNode[] {
  return new Parser(message).parse();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

const own = (options: Record<string, TNode[]>, key: string) =>
  Object.hasOwn(options, key) ? options[key] : undefined;

function format(nodes: TNode[], values: TValues, locale: string, pluralValue?: number): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      text += node;
      continue;
    }
    if (node.kind === 'pound') {
      if (typeof pluralValue === 'number') text += numberFormat(locale).format(pluralValue);
      continue;
    }
    if (!(node.name in values)) throw new Error(`no value for "${node.name}"`);
    const value = values[node.name];
    if (node.kind === 'argument') {
      text += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    } else if (node.kind === 'number') {
      text += numberFormat(locale).format(value as number);
    } else if (node.kind === 'select') {
      const option = own(node.options, String(value)) ?? node.options.other;
      if (!option) throw new Error(`no option of "${node.name}" for ${String(value)}`);
      text += format(option, values, locale);
    } else {
      const number = value as number;
      const option =
        own(node.options, `=${String(value)}`) ??
        own(node.options, pluralRule(locale).select(number - node.offset)) ??
        node.options.other;
      if (!option) throw new Error(`no option of "${node.name}" for ${String(value)}`);
      text += format(option, values, locale, number - node.offset);
    }
  }
  return text;
}

const parsed = new Map<string, TNode[]>();

/** The message with its values, in the locale's plural rules and number format. */
export function formatIcu(message: string, values: TValues, locale: string): string {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = parseIcu(message);
    parsed.set(message, nodes);
  }
  return format(nodes, values, locale);
}

/**
 * The translator's formatter (translator.ts): like i18next-icu before it, a string that cannot be
 * formatted (a missing value) comes back as it is written.
 */
export function icuFormat(message: string, values: TValues, locale: string): string {
  try {
    return formatIcu(message, values, locale);
  } catch {
    return message;
  }
}
