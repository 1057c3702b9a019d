import { setupI18n } from '@lingui/core';
import {
  addFieldLabels,
  DEFAULT_LOCALE,
  DISPLAY,
  type Display,
  formatDate,
  INTL_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  type MessageId,
  matchLocale,
  type Translate,
  type Wording,
  word,
} from '@studio/shared';
import { CATALOG_SOURCES } from '@studio/shared/catalogs';
import { compileCatalog } from '@studio/shared/compile';
import { MORE_FIELD_LABELS } from '@studio/shared/field-labels-more';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { studioSettings } from '../db/schema';

/**
 * The server's words (issue 35, decision 0039): every catalogue of every language compiled once, as
 * the server starts, into one Lingui I18n per language. What it answers a request is worded in the
 * request's language (`requestLocale`).
 */
// Every schema key's label, for the refusals the server words (issue 35).
addFieldLabels(MORE_FIELD_LABELS);

const instances = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = compileCatalog(CATALOG_SOURCES[locale]);
    return [
      locale,
      {
        i18n: setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } }),
        ids: new Set(Object.keys(messages)),
      },
    ];
  }),
) as Record<Locale, { i18n: ReturnType<typeof setupI18n>; ids: Set<string> }>;

/**
 * A date among a message's values, written as the reader's language writes a long date ("5 de
 * setembro de 2026"). In UTC: the server's dates in refusals are calendar days (My week's range) or
 * the day a paid period ends, which the refusal names as the subscription page does.
 */
const wordDates = (locale: Locale, values?: Record<string, unknown>) =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date
        ? formatDate(value, { ...DISPLAY, locale: INTL_LOCALE[locale], timeZone: 'UTC' })
        : value,
    ]),
  );

/**
 * `id` in `locale`, its placeholders filled from `values` (a `Date` among them worded as a date). A
 * text that is not a message id comes back as it is: a `Verbatim` text (the payment processor's own
 * words) or a library's error message; our own refusals are message ids, which `tsc` holds them to.
 */
export const translate = (locale: Locale, id: MessageId, values?: Record<string, unknown>): string => {
  const { i18n, ids } = instances[locale];
  return ids.has(id) ? i18n._(id, wordDates(locale, values)) : id;
};

/** A translate function bound to one language (for `word`, `fieldErrors`). */
export const translator =
  (locale: Locale): Translate =>
  (id, values) =>
    translate(locale, id, values);

/** A message or a wording (its values worded too) in `locale`. */
export const say = (locale: Locale, text: Wording | MessageId | (string & {})): string =>
  word(text as Wording | MessageId, translator(locale));

/**
 * How amounts in the studio's `currency` and dates in `timeZone` read for a reader of `locale` (the
 * formatting core of packages/shared).
 */
export const displayFor = (locale: Locale, currency: string, timeZone?: string): Display => ({
  currency,
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

/** The tags of an Accept-Language header, best first (by q, then by order; q=0 left out). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

/**
 * The language to answer `request` in, the one place that decides it: the first of its
 * Accept-Language that we speak (the web app sends its active language), else the signed-in
 * member's own, else the studio's default.
 */
export const requestLocale = (
  request: Pick<FastifyRequest, 'headers'> & {
    server?: FastifyRequest['server'];
    member?: FastifyRequest['member'];
  },
): Locale =>
  matchLocale(acceptedLanguages(request.headers['accept-language'])) ??
  request.member?.user.language ??
  request.server?.studioLanguage?.current() ??
  DEFAULT_LOCALE;

/** A message in the language of `request`. */
export const sayTo = (
  request: Parameters<typeof requestLocale>[0],
  text: Wording | MessageId | (string & {}),
): string => say(requestLocale(request), text);
