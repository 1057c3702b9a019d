/**
 * Keeps the message catalogues whole (issue 35, decision 0039); `npm run lint` runs it. It fails on:
 * - a key missing in a language, or one that English does not have;
 * - a key outside its area (`catalog/sign/*.json` holds `sign.*` keys only);
 * - a message that is not valid ICU, or whose placeholders or tags differ from English's;
 * - a key no source file names (unused);
 * - English text written straight into a component (JSX text, a text attribute such as `label`, a
 *   string shown as a child, a toast's title or message), outside the files still listed in
 *   scripts/untranslated.txt; and a file listed there that has no such text any more. A name that
 *   reads the same in every language (a brand) is marked `i18n-exempt` on its line or the one before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { LOCALES } from '../packages/shared/src/i18n/locales';

/** The problems of the catalogues and the web app's code under `ROOT` (the repository's root). */
export const checkMessages = (ROOT: string): string[] => {
  const CATALOG = path.join(ROOT, 'packages/shared/src/i18n/catalog');
  const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/shared/src'].map((dir) =>
    path.join(ROOT, dir),
  );
  const UNTRANSLATED = path.join(ROOT, 'scripts/untranslated.txt');
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);

  const filesUnder = (dir: string, test: (file: string) => boolean): string[] =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => test(file) && fs.statSync(file).isFile());

  // 1. The catalogues: the same keys in every language, each in its area, valid ICU, same placeholders.

  /** A message's placeholders (`count`, `name`) and tags (`<0>`), to compare across languages. */
  const placeholdersOf = (message: string, compiled: CompiledMessage): string => {
    const names = new Set<string>();
    const walk = (tokens: CompiledMessage) => {
      for (const token of tokens) {
        if (typeof token === 'string') continue;
        const [name, type, format] = token;
        names.add(type ? `${name}:${type}` : name);
        if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format) {
          for (const [choice, branch] of Object.entries(format as Record<string, unknown>)) {
            if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
          }
        }
      }
    };
    walk(compiled);
    for (const [tag] of message.matchAll(/<\/?\w+\s*\/?>/g)) names.add(tag);
    return [...names].sort().join(', ');
  };

  const keys = new Map<string, string>();
  for (const area of fs.readdirSync(CATALOG)) {
    const read = (locale: string): Record<string, unknown> | null => {
      const file = path.join(CATALOG, area, `${locale}.json`);
      if (!fs.existsSync(file)) {
        fail(`catalog/${area}/${locale}.json is missing`);
        return null;
      }
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    };
    const english = read('en') ?? {};
    for (const [key, message] of Object.entries(english)) {
      if (!key.startsWith(`${area}.`)) fail(`catalog/${area}: "${key}" must start with "${area}."`);
      if (typeof message !== 'string') fail(`catalog/${area}/en: "${key}" is not text`);
      keys.set(key, area);
    }
    for (const locale of LOCALES) {
      const catalog = locale === 'en' ? english : read(locale);
      if (!catalog) continue;
      for (const key of Object.keys(english)) {
        if (!(key in catalog)) fail(`catalog/${area}/${locale}: "${key}" is missing`);
      }
      for (const [key, message] of Object.entries(catalog)) {
        if (!(key in english)) {
          fail(`catalog/${area}/${locale}: "${key}" is not in English`);
          continue;
        }
        if (typeof message !== 'string' || message.trim() === '') {
          fail(`catalog/${area}/${locale}: "${key}" is empty`);
          continue;
        }
        try {
          const mine = placeholdersOf(message, compileMessageOrThrow(message));
          const theirs = placeholdersOf(
            english[key] as string,
            compileMessageOrThrow(english[key] as string),
          );
          if (mine !== theirs) {
            fail(`catalog/${area}/${locale}: "${key}" has {${mine}} where English has {${theirs}}`);
          }
        } catch (error) {
          fail(`catalog/${area}/${locale}: "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
    }
  }

  // 2. Every key is named by some source file (catalogue keys are written whole, never composed).

  const sourceFiles = SOURCES.flatMap((dir) =>
    filesUnder(dir, (file) => /\.(ts|tsx)$/.test(file) && !file.startsWith(CATALOG)),
  );
  const allSource = sourceFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  for (const [key, area] of keys) {
    if (![`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => allSource.includes(quoted))) {
      fail(`catalog/${area}: "${key}" is used nowhere`);
    }
  }

  // 3. No English written straight into the web app's components.

  /** Attributes that carry text a member reads or hears. */
  const TEXT_ATTRIBUTE =
    /^(label|placeholder|title|description|alt|aria-label|aria-description|error|message|tooltip|text|hint|note|about|lead|term|what|missing|action|heading|[a-z][A-Za-z]*(Label|Text|Title|Message|Hint|Note|Name|Description))$/;
  /** Object properties that carry text (a toast's, a notification's, a menu entry's). */
  const TEXT_PROPERTY =
    /^(title|message|label|description|placeholder|aria-label|text|hint|about|heading|what|missing|[a-z][A-Za-z]*(Label|Text|Title|Message|Hint|Description))$/;
  /** Calls whose argument is shown: the browser tab's title. */
  const TEXT_CALL = /^(useDocumentTitle)$/;
  /** A property or parameter name as written: `'aria-label'` reads aria-label. */
  const nameOf = (node: ts.Node): string => node.getText().replace(/^['"]|['"]$/g, '');
  const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

  const isTextLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

  /** The string literals an expression shows as it is: `'a'`, `x ? 'a' : 'b'`, `x && 'a'`, `x ?? 'a'`. */
  const shownLiterals = (node: ts.Expression): ts.Node[] => {
    if (isTextLiteral(node)) return [node];
    if (ts.isTemplateExpression(node)) {
      // Its literal parts, and what its placeholders show: `${open ? 'Hide' : 'Show'} ${name}`.
      return [
        node.head,
        ...node.templateSpans.flatMap((span) => [...shownLiterals(span.expression), span.literal]),
      ];
    }
    if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
    if (ts.isConditionalExpression(node))
      return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(node.operatorToken.kind)
    ) {
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    }
    return [];
  };

  const literalText = (node: ts.Node): string =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
      ? node.text
      : '';

  const hardCodedText = (file: string): string[] => {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const lines = source.text.split('\n');
    const report = (node: ts.Node, text: string) => {
      // JSX text starts with the line break before it: the line is that of its first letter.
      const lead = ts.isJsxText(node) ? node.getText().length - node.getText().trimStart().length : 0;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart() + lead);
      // A name that is the same in every language (a brand: "Instagram"), marked where it is written.
      if (`${lines[line - 1]}${lines[line]}`.includes('i18n-exempt')) return;
      found.push(`${path.relative(ROOT, file)}:${line + 1}: "${text.trim().slice(0, 60)}"`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && node.initializer && TEXT_ATTRIBUTE.test(nameOf(node.name))) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        for (const literal of value ? shownLiterals(value as ts.Expression) : []) {
          if (hasWords(literalText(literal))) report(literal, literalText(literal));
        }
      }
      if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
        for (const literal of shownLiterals(node.expression)) {
          if (hasWords(literalText(literal))) report(literal, literalText(literal));
        }
      }
      const named =
        (ts.isPropertyAssignment(node) && TEXT_PROPERTY.test(nameOf(node.name))) ||
        // A text prop's default: `cancelLabel = 'Cancel'`.
        ((ts.isParameter(node) || ts.isBindingElement(node)) &&
          node.initializer !== undefined &&
          TEXT_ATTRIBUTE.test(nameOf(node.name)));
      const shownValue = named ? (node as ts.PropertyAssignment).initializer : undefined;
      if (ts.isCallExpression(node) && TEXT_CALL.test(node.expression.getText()) && node.arguments[0]) {
        for (const literal of shownLiterals(node.arguments[0])) {
          if (hasWords(literalText(literal))) report(literal, literalText(literal));
        }
      }
      if (shownValue) {
        for (const literal of shownLiterals(shownValue)) {
          const text = literalText(literal);
          // A sentence or a capitalised word, not an identifier-like value ('light', 'top-right').
          if (hasWords(text) && /^\p{Lu}|\s/u.test(text)) report(literal, text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };

  const untranslated = new Set(
    fs
      .readFileSync(UNTRANSLATED, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  const webFiles = filesUnder(
    path.join(ROOT, 'apps/web/src'),
    (file) =>
      /\.tsx?$/.test(file) &&
      // Tests and their data (a feature's `testing.ts`: API answers as they come) are not the app's words.
      !/(\.test|[\\/]testing)\.tsx?$/.test(file) &&
      !file.includes(`${path.sep}test${path.sep}`),
  );
  for (const file of webFiles) {
    const relative = path.relative(ROOT, file);
    const found = hardCodedText(file);
    if (untranslated.has(relative)) {
      if (found.length === 0)
        fail(`${relative} has no English of its own any more: take it off scripts/untranslated.txt`);
      untranslated.delete(relative);
    } else {
      for (const line of found) fail(`${line}: text shown as written; take it from a catalogue (useT)`);
    }
  }
  for (const gone of untranslated) fail(`scripts/untranslated.txt lists ${gone}, which does not exist`);

  return problems;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkMessages(path.resolve(import.meta.dirname, '..'));
  if (problems.length > 0) {
    console.error(`Messages: ${problems.length} problems\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Messages: every key in every language, used, and no English written into the web app.');
}
