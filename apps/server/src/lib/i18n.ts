import { type I18n, setupI18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  DISPLAY,
  type Display,
  INTL_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  type MessageId,
  matchLocale,
} from '@studio/shared';
import { compileCatalog, SERVER_CATALOGS } from '@studio/shared/i18n/server';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { studioSettings } from '../db/schema';

/**
 * What the server says, in the reader's language (issue 35, decision 0039): the server's own
 * catalogues (error messages, mails, the calendar feed, the validation messages) compiled once at
 * start, one Lingui instance per language.
 */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({
      locale,
      locales: [INTL_LOCALE[locale]],
      messages: { [locale]: compileCatalog(SERVER_CATALOGS[locale]) },
    }),
  ]),
) as Record<Locale, I18n>;

/** A message of the server's catalogues in `locale`. */
export const translate = (locale: Locale, id: MessageId, values?: Record<string, unknown>): string =>
  instances[locale]._(id, values);

/** How amounts and dates read for a reader of `locale` in `timeZone` (the formatting core of packages/shared). */
export const displayFor = (locale: Locale, timeZone?: string): Display => ({
  ...DISPLAY,
  locale: INTL_LOCALE[locale],
  ...(timeZone && { timeZone }),
});

/** The studio's default language as stored (the owner's setting); none stored: DEFAULT_LOCALE. */
export const readStudioLanguage = async (db: Db | Tx): Promise<Locale> => {
  const [row] = await db
    .select({ language: studioSettings.language })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  return row && isLocale(row.language) ? row.language : DEFAULT_LOCALE;
};

/** The language a member reads in: their own, else the studio's default. */
export const readerLocale = async (db: Db | Tx, language: Locale | null): Promise<Locale> =>
  language ?? (await readStudioLanguage(db));

/** How long a process answers with the studio's language it last read before it reads it again. */
const STUDIO_LANGUAGE_STALE_MS = 30_000;

/**
 * The studio's default language as this process last read it, for answers that cannot wait for a
 * query (an error's message): read at start, again in the background once 30 s old, and at once in
 * the process where the owner changed it (others follow within 30 s).
 */
export type StudioLanguage = {
  current: () => Locale;
  refresh: () => Promise<void>;
  changed: (locale: Locale) => void;
};

export const studioLanguageCache = (db: Db): StudioLanguage => {
  let value: Locale = DEFAULT_LOCALE;
  let readAt = 0;
  let reading: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    reading ??= readStudioLanguage(db)
      .then((locale) => {
        value = locale;
        readAt = Date.now();
      })
      // A failed read keeps the last value; the next request tries again.
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return {
    current: () => {
      if (Date.now() - readAt > STUDIO_LANGUAGE_STALE_MS) void refresh();
      return value;
    },
    refresh,
    changed: (locale) => {
      value = locale;
      readAt = Date.now();
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The studio's default language, as this process last read it (`studioLanguageCache`). */
    studioLanguage: StudioLanguage;
  }
}

/** The tags of an Accept-Language header, most wanted first (`q=0` left out). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);

/**
 * The language to answer a request in: the first of its Accept-Language that we speak, else the
 * signed-in member's own, else the studio's default.
 * @public (the error messages by code, issue 35)
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  matchLocale(acceptedLanguages(request.headers['accept-language'])) ??
  request.member?.user.language ??
  request.server.studioLanguage.current();
