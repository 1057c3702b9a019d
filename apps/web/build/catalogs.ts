import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative: Vite bundles its config's own files, not a workspace package's TypeScript.
import { WEB_BUNDLES } from '../../../packages/shared/src/i18n/areas';
import { type CompiledCatalog, compileCatalog } from '../../../packages/shared/src/i18n/compile';
import { LOCALES, PSEUDO_LOCALE } from '../../../packages/shared/src/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOG_DIR = path.join(ROOT, 'packages/shared/src/i18n/catalog');
/** Where the web app's words are named: its own code and the shared package (schemas, rules). */
const WEB_SOURCES = ['apps/web/src', 'packages/shared/src'].map((dir) => path.join(ROOT, dir));
const QUOTED = /['"`]([a-z][A-Za-z]*\.[\w.]+)['"`]/g;

/**
 * Every message id the web app's code names (keys are written whole, decision 0039), tests aside.
 * A word only the server says (its errors, mails) never reaches the browser: the server sends it
 * worded.
 */
const namedInWebCode = (): Set<string> => {
  const named = new Set<string>();
  for (const dir of WEB_SOURCES) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, id] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(QUOTED))
        named.add(id as string);
    }
  }
  return named;
};

const INDEX = 'virtual:studio-catalogs';
const ONE = /^virtual:studio-catalog\/messages-([a-z]+)-([\w-]+)$/;

/**
 * The message catalogues (packages/shared/src/i18n/catalog, decision 0039) as the web app imports
 * them. `virtual:studio-catalogs` maps `<bundle>/<locale>` to a loader of that bundle's words in
 * that language, one module each (so a chunk each, named after it: `messages-member-pt-BR`): its areas' catalogues merged and compiled ahead of time into the
 * arrays Lingui's runtime formats, so no ICU parser ships. A build leaves out the messages no web
 * code names (the server's own). The pseudo-locale's (`en-XA`) are the English catalogues
 * accented, every message in ⟦ ⟧.
 */
export const catalogs = (): Plugin => {
  /** In a build, the ids the web code names (others are left out); serving (dev, tests), all. */
  let named: Set<string> | null = null;
  return {
    name: 'studio-catalogs',
    configResolved(config) {
      named = config.command === 'build' ? namedInWebCode() : null;
    },
    resolveId(id) {
      return id === INDEX || ONE.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = Object.keys(WEB_BUNDLES).flatMap((bundle) =>
          [...LOCALES, PSEUDO_LOCALE].map(
            (locale) =>
              `${JSON.stringify(`${bundle}/${locale}`)}: () => import("virtual:studio-catalog/messages-${bundle}-${locale}")`,
          ),
        );
        return `export const catalogs = {\n${entries.join(',\n')}\n};`;
      }
      const [, bundle, locale] = ONE.exec(id.replace(/^\0/, '')) ?? [];
      if (!bundle || !locale) return null;
      const pseudo = locale === PSEUDO_LOCALE;
      const merged: CompiledCatalog = {};
      for (const area of WEB_BUNDLES[bundle as keyof typeof WEB_BUNDLES]) {
        const file = path.join(CATALOG_DIR, area, `${pseudo ? 'en' : locale}.json`);
        this.addWatchFile(file);
        const source: Record<string, string> = JSON.parse(fs.readFileSync(file, 'utf8'));
        const shown = named
          ? Object.fromEntries(Object.entries(source).filter(([key]) => named?.has(key)))
          : source;
        Object.assign(merged, compileCatalog(shown, pseudo));
      }
      return `export default ${JSON.stringify(merged)};`;
    },
  };
};
