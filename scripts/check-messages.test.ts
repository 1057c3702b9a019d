import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMessages } from './check-messages';

/** A repository in miniature: catalogues, a web component, a server file and the untranslated list. */
type Repo = {
  catalogs?: Record<string, Record<string, Record<string, string>>>;
  web?: Record<string, string>;
  server?: string;
  untranslated?: string[];
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

const WHOLE: Repo = {
  catalogs: {
    home: {
      en: { 'home.title': 'Home', 'home.days': '{count, plural, one {# day} other {# days}} left' },
      'pt-BR': {
        'home.title': 'Início',
        'home.days': '{count, plural, one {# dia} other {# dias}} restantes',
      },
      es: { 'home.title': 'Inicio', 'home.days': '{count, plural, one {# día} other {# días}} restantes' },
    },
  },
  web: {
    'features/home/home-page.tsx': `export const HomePage = () => {
  const t = useT();
  return <h1 aria-label={t('home.title')}>{t('home.days', { count: 2 })}</h1>;
};
`,
  },
  server: '',
  untranslated: [],
};

const check = (repo: Repo) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-messages-'));
  roots.push(root);
  const merged = { ...WHOLE, ...repo };
  for (const [area, locales] of Object.entries(merged.catalogs ?? {})) {
    for (const [locale, messages] of Object.entries(locales)) {
      write(
        path.join(root, 'packages/shared/src/i18n/catalog', area, `${locale}.json`),
        JSON.stringify(messages),
      );
    }
  }
  for (const [file, text] of Object.entries(merged.web ?? {}))
    write(path.join(root, 'apps/web/src', file), text);
  write(path.join(root, 'apps/server/src/server.ts'), merged.server ?? '');
  write(path.join(root, 'scripts/untranslated.txt'), (merged.untranslated ?? []).join('\n'));
  return checkMessages(root);
};

/** WHOLE's catalogues with one language's messages changed. */
const withHome = (locale: string, messages: Record<string, string>): Repo => ({
  catalogs: { home: { ...WHOLE.catalogs?.home, [locale]: messages } },
});

describe('scripts/check-messages.ts (issue 35: npm run lint keeps the catalogues whole)', () => {
  it('passes catalogues with every key in every language, used, and no English in the code', () => {
    expect(check({})).toEqual([]);
  });

  it('fails on a key missing in a language', () => {
    expect(check(withHome('es', { 'home.title': 'Inicio' }))).toEqual([
      'catalog/home/es: "home.days" is missing',
    ]);
  });

  it('fails on a key English does not have', () => {
    const problems = check(withHome('pt-BR', { ...WHOLE.catalogs?.home?.['pt-BR'], 'home.extra': 'A mais' }));
    expect(problems).toEqual(['catalog/home/pt-BR: "home.extra" is not in English']);
  });

  it('fails on a message whose placeholders differ from English', () => {
    const problems = check(withHome('es', { 'home.title': 'Inicio', 'home.days': 'Quedan {n} días' }));
    expect(problems).toEqual(['catalog/home/es: "home.days" has {n} where English has {count:plural}']);
  });

  it('fails on a message that is not valid ICU', () => {
    const problems = check(withHome('pt-BR', { 'home.title': 'Início {page', 'home.days': '{count} dias' }));
    expect(problems.some((p) => p.startsWith('catalog/home/pt-BR: "home.title" is not valid ICU'))).toBe(
      true,
    );
  });

  it('fails on a key outside its area', () => {
    const catalogs = structuredClone(WHOLE.catalogs) ?? {};
    for (const locale of Object.values(catalogs.home ?? {})) locale['week.title'] = 'Week';
    const problems = check({
      catalogs,
      web: { 'a.tsx': `${WHOLE.web?.['features/home/home-page.tsx']}\nt('week.title');\n` },
    });
    expect(problems).toEqual(['catalog/home: "week.title" must start with "home."']);
  });

  it('fails on a key no source file names', () => {
    expect(check({ web: { 'a.tsx': "export const A = () => t('home.title');\n" } })).toEqual([
      'catalog/home: "home.days" is used nowhere',
    ]);
  });

  it('fails on English written into a component, naming the file, line and text', () => {
    const web = {
      ...WHOLE.web,
      'b.tsx': `export const B = ({ open }: { open: boolean }) => (
  <Button aria-label="Close the player" title={open ? 'Opened' : t('home.title')}>
    Save
    {open && 'Now open'}
  </Button>
);
const toast = { title: 'Saved', color: 'teal' };
// i18n-exempt: a brand
const brand = <span>Instagram</span>;
`,
    };
    expect(check({ web })).toEqual([
      'apps/web/src/b.tsx:2: "Close the player": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/b.tsx:2: "Opened": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/b.tsx:3: "Save": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/b.tsx:4: "Now open": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/b.tsx:7: "Saved": text shown as written; take it from a catalogue (useT)',
    ]);
  });

  it('reads the text props of our own components, quoted aria-labels, placeholders, titles and defaults', () => {
    const web = {
      ...WHOLE.web,
      'c.tsx': `export const C = ({ open, cancelLabel = 'Cancel' }: Props) => {
  useDocumentTitle(\`Home · \${PRODUCT_NAME}\`);
  return (
    <LoadError what="The plans" hint={t('home.title')} closeButtonProps={{ 'aria-label': 'Close' }}>
      {\`\${open ? 'Hide' : t('home.title')} list\`}
    </LoadError>
  );
};
`,
    };
    expect(check({ web })).toEqual([
      'apps/web/src/c.tsx:1: "Cancel": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/c.tsx:2: "Home ·": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/c.tsx:4: "The plans": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/c.tsx:4: "Close": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/c.tsx:5: "Hide": text shown as written; take it from a catalogue (useT)',
      'apps/web/src/c.tsx:5: "list": text shown as written; take it from a catalogue (useT)',
    ]);
  });

  it('allows English in a file listed as untranslated, and fails once that file has none', () => {
    const web = { ...WHOLE.web, 'b.tsx': 'export const B = () => <p>Save</p>;\n' };
    expect(check({ web, untranslated: ['apps/web/src/b.tsx'] })).toEqual([]);
    expect(check({ untranslated: ['apps/web/src/features/home/home-page.tsx'] })).toEqual([
      'apps/web/src/features/home/home-page.tsx has no English of its own any more: take it off scripts/untranslated.txt',
    ]);
  });
});
