import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative: Vite bundles its config's own files, not a workspace package's TypeScript.
import { WEB_BUNDLES } from '../../../packages/shared/src/i18n/areas';
import { type CompiledCatalog, compileCatalog } from '../../../packages/shared/src/i18n/compile';
import { LOCALES, PSEUDO_LOCALE } from '../../../packages/shared/src/i18n/locales';

const CATALOG_DIR = path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/catalog');
const INDEX = 'virtual:studio-catalogs';
const ONE = /^virtual:studio-catalog\/messages-([a-z]+)-([\w-]+)$/;

/**
 * The message catalogues (packages/shared/src/i18n/catalog, decision 0039) as the web app imports
 * them. `virtual:studio-catalogs` maps `<bundle>/<locale>` to a loader of that bundle's words in
 * that language, one module each (so a chunk each, named after it: `messages-member-pt-BR`): its areas' catalogues merged and compiled ahead of time into the
 * arrays Lingui's runtime formats, so no ICU parser ships. The pseudo-locale's (`en-XA`) are the
 * English catalogues accented, every message in ⟦ ⟧.
 */
export const catalogs = (): Plugin => ({
  name: 'studio-catalogs',
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
      Object.assign(merged, compileCatalog(JSON.parse(fs.readFileSync(file, 'utf8')), pseudo));
    }
    return `export default ${JSON.stringify(merged)};`;
  },
});
