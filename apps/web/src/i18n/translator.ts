// The app's translator (ADR 0028): the few parts of i18next the app used, without its ~16 KB gzip
// on the sign-in screen's first load. Strings live in namespaces per language; `t('ns:a.b')` or
// `t('a.b')` of a namespace looks the nested key up in the language asked for, then in the
// fallback language (a Kiswahili string not loaded or not written shows in English), and formats
// what it found with `format` (ICU, icu.ts) in the language it was found in. A key found nowhere
// answers its `defaultValue`, else the key itself (without its namespace), as i18next did.

type TTree = Record<string, unknown>;

/** Values for the message, plus where to look: `ns`, `lng`, and what a missing key shows. */
export type TOptions = Record<string, unknown> & {
  ns?: string;
  lng?: string;
  defaultValue?: string;
};

/** A translate function; `N` names the namespace it is fixed to (documentation only). */
export type TFunction<_N extends string = string> = (key: string, options?: TOptions) => string;

/** Formats a found message with its values in a language (the ICU formatter). */
export type TFormat = (message: string, values: TOptions, language: string) => string;

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const DEFAULT_NS = 'translation';

function lookUp(tree: TTree | undefined, path: string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as TTree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  language: string;
  /** Bumped when the language changes or a bundle is added loudly: a snapshot for React. */
  version = 0;
  private readonly bundles = new Map<string, Map<string, TTree>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
    private readonly format: TFormat,
  ) {
    this.language = language;
  }

  /** The message for `key` in the current language (or `options.lng`). */
  t: TFunction = (key, options) => this.translate(key, options, null, null);

  /** A `t` fixed to a language (null: the current one when called) and a namespace. */
  getFixedT(language: string | null, namespace?: string): TFunction {
    return (key, options) => this.translate(key, options, language, namespace ?? null);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  /**
   * Merges top-level keys into a namespace's strings in a language. Unless `silent`, rendered
   * strings are told to render again (a Kiswahili bundle arriving after its screen showed).
   */
  addResourceBundle(
    language: string,
    namespace: string,
    resources: TTree,
    { silent = false }: { silent?: boolean } = {},
  ): void {
    let namespaces = this.bundles.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.bundles.set(language, namespaces);
    }
    namespaces.set(namespace, { ...namespaces.get(namespace), ...resources });
    if (!silent) this.changed();
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Calls `listener` after every language change or loud bundle; answers how to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  private translate(
    fullKey: string,
    options: TOptions = {},
    fixedLanguage: string | null,
    fixedNamespace: string | null,
  ): string {
    let namespace = options.ns ?? fixedNamespace ?? DEFAULT_NS;
    let key = fullKey;
    const separator = fullKey.indexOf(NS_SEPARATOR);
    if (separator >= 0) {
      namespace = fullKey.slice(0, separator);
      key = fullKey
        .slice(separator + 1)
        .split(NS_SEPARATOR)
        .join(KEY_SEPARATOR);
    }
    const language = options.lng ?? fixedLanguage ?? this.language;
    const path = key.split(KEY_SEPARATOR);
    for (const candidate of new Set([language, this.fallbackLanguage])) {
      const message = lookUp(this.bundles.get(candidate)?.get(namespace), path);
      if (message !== undefined) return this.format(message, options, candidate);
    }
    return this.format(options.defaultValue ?? key, options, language);
  }
}
