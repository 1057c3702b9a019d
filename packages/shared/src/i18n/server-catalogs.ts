/**
 * The catalogues the server speaks from (decision 0039): its own areas (`SERVER_AREAS`: error
 * messages, mails, the calendar feed) and `common` (the validation messages both sides show), per
 * language, as written. The server compiles them once at start; the web app never imports this.
 */

import commonEn from './catalog/common/en.json';
import commonEs from './catalog/common/es.json';
import commonPtBr from './catalog/common/pt-BR.json';
import feedEn from './catalog/feed/en.json';
import feedEs from './catalog/feed/es.json';
import feedPtBr from './catalog/feed/pt-BR.json';
import mailEn from './catalog/mail/en.json';
import mailEs from './catalog/mail/es.json';
import mailPtBr from './catalog/mail/pt-BR.json';
import serverEn from './catalog/server/en.json';
import serverEs from './catalog/server/es.json';
import serverPtBr from './catalog/server/pt-BR.json';
import type { CatalogSource } from './compile';
import type { Locale } from './locales';

export { type CatalogSource, type CompiledCatalog, compileCatalog } from './compile';

export const SERVER_CATALOGS: Record<Locale, CatalogSource> = {
  en: { ...commonEn, ...serverEn, ...mailEn, ...feedEn },
  'pt-BR': { ...commonPtBr, ...serverPtBr, ...mailPtBr, ...feedPtBr },
  es: { ...commonEs, ...serverEs, ...mailEs, ...feedEs },
};
