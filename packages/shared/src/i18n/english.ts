/**
 * The catalogues' words for tests (issue 35): `english(id, values)` is a message as the server and
 * the web app say it to a request or a member in English (the specification's words), `wordsIn` any
 * language's. Not for product code: that words in the member's language (the server's `translate`,
 * the web app's `t`).
 */
import { type I18n, setupI18n } from '@lingui/core';
import { CATALOG_SOURCES } from './catalogs';
import { compileCatalog } from './compile';
import type { Locale } from './locales';
import type { MessageId } from './message-id';
import { type Translate, type Wording, word } from './wording';

const instances = new Map<Locale, I18n>();

/** A translate function in `locale`, its catalogues compiled on first use. */
export const wordsIn =
  (locale: Locale): Translate =>
  (id, values) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(CATALOG_SOURCES[locale]) } });
      instances.set(locale, i18n);
    }
    return i18n._(id, values);
  };

export const english: Translate = wordsIn('en');

/** A message or a wording (its values worded too) as it reads in English. */
export const inEnglish = (text: Wording | MessageId): string => word(text, english);
