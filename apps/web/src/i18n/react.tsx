// React's side of the translator (ADR 0028): `useTranslation(ns)` and `<Trans>`, as the app used
// them from react-i18next. A component that translates subscribes to the translator, so it
// renders again when the language changes and when a Kiswahili bundle arrives after it showed;
// its `t` is then a new function, so memos and effects keyed on `t` run again too.
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const currentVersion = () => i18n.version;

export function useTranslation<N extends string>(
  namespace: N,
): { t: TFunction<N>; i18n: Translator } {
  const version = useSyncExternalStore(i18n.subscribe, currentVersion, currentVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for every version
  const t = useMemo(() => i18n.getFixedT(null, namespace), [namespace, version]);
  return { t, i18n };
}

type TComponents = Record<string, ReactElement>;

const escapeValue = (value: unknown) =>
  typeof value === 'string'
    ? value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    : value;
const unescapeText = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

type TTagNode = { name: string; children: TNode[] };
type TNode = string | TTagNode;

/**
 * The text as nodes: `<name>…</name>` and `<name/>` for the names of `components` only; any other
 * `<…>` stays text, and so does a tag left open or closed out of turn.
 */
export function parseTags(text: string, components: TComponents): TNode[] {
  const root: TTagNode = { name: '', children: [] };
  const open: TTagNode[] = [root];
  const tag = /<(\/?)([A-Za-z0-9_-]+)\s*(\/?)>/g;
  let at = 0;
  const pushText = (value: string) => {
    const into = (open.at(-1) as TTagNode).children;
    if (value) into.push(value);
  };
  for (const match of text.matchAll(tag)) {
    const [whole, closing, name = '', selfClosing] = match;
    if (!Object.hasOwn(components, name)) continue;
    const current = open.at(-1) as TTagNode;
    if (closing && current.name !== name) continue;
    pushText(text.slice(at, match.index));
    at = match.index + whole.length;
    if (closing) open.pop();
    else {
      const node: TTagNode = { name, children: [] };
      current.children.push(node);
      if (!selfClosing) open.push(node);
    }
  }
  pushText(text.slice(at));
  // A tag never closed: its opening and contents come back as text.
  while (open.length > 1) {
    const unclosed = open.pop() as TTagNode;
    const parent = (open.at(-1) as TTagNode).children;
    parent.splice(parent.indexOf(unclosed), 1, `<${unclosed.name}>`, ...unclosed.children);
  }
  return root.children;
}

function render(nodes: TNode[], components: TComponents): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return unescapeText(node);
    const component = components[node.name] as ReactElement;
    const key = `${node.name}-${index}`;
    if (node.children.length === 0) return cloneElement(component, { key });
    return cloneElement(component, { key }, ...render(node.children, components));
  });
}

/**
 * A message with elements in it: each `<name>…</name>` of the translation becomes
 * `components[name]` with the text inside as its children. Values are formatted into the message
 * as text (a value's own `<` stays a character).
 */
export function Trans({
  t,
  i18nKey,
  values = {},
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: TComponents;
}): ReactNode {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeValue(value)]),
  );
  const usable = Object.fromEntries(
    Object.entries(components).filter(([, component]) => isValidElement(component)),
  );
  return render(parseTags(t(i18nKey, escaped), usable), usable);
}
