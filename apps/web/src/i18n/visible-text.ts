// Finds text a reader would see that is written straight into a screen instead of coming from
// the translations (issue 20): JSX text, string children, and the props Mantine shows as text.
// Also finds t('key') calls whose key is missing from the English strings of their namespace.
import ts from 'typescript';

/** Props whose string value is shown to the reader (or read out by a screen reader). */
const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'alt',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'emptyMessage',
  'tooltip',
  'subtitle',
  'heading',
  'text',
]);

/** Words that read the same in both languages. */
export const SAME_IN_BOTH = new Set([
  'PT Logbook',
  'TZS',
  'PDF',
  'DOCX',
  'CSV',
  'WhatsApp',
  'AI',
  'OK',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_BOTH.has(text.trim());

export interface TFinding {
  file: string;
  line: number;
  text: string;
}

export interface TKeyUse {
  file: string;
  line: number;
  namespace: string | undefined;
  key: string;
}

/** `DAILY_REPORT_NS` names the namespace 'daily-report' (a feature's folder): the house convention. */
export function namespaceOfConstant(name: string): string | undefined {
  const match = /^([A-Z][A-Z0-9_]*)_NS$/.exec(name);
  return match?.[1]?.toLowerCase().replaceAll('_', '-');
}

export function scanSource(file: string, source: string) {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: TFinding[] = [];
  const keys: TKeyUse[] = [];
  let defaultNamespace: string | undefined;
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const report = (node: ts.Node, text: string) => {
    if (hasWords(text)) findings.push({ file, line: lineOf(node), text: text.trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const expression = node.expression;
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        report(node, expression.text);
      }
    }
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression;
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) {
          report(node, inner.text);
        }
        if (ts.isTemplateExpression(inner)) report(node, inner.head.text);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sourceFile);
      const [first] = node.arguments;
      if (callee === 'useTranslation' && first) {
        defaultNamespace ??= ts.isStringLiteral(first)
          ? first.text
          : namespaceOfConstant(first.getText(sourceFile));
      }
      if ((callee === 't' || callee.endsWith('.t')) && first && ts.isStringLiteral(first)) {
        const [namespace, key] = first.text.includes(':')
          ? first.text.split(':', 2)
          : [undefined, first.text];
        keys.push({ file, line: lineOf(node), namespace, key: key ?? '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return {
    findings,
    keys: keys.map((use) => ({ ...use, namespace: use.namespace ?? defaultNamespace })),
  };
}
