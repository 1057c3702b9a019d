import { setupI18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
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
import type { FastifyRequest } from 'fastify';

/**
 * The server's words (issue 35, decision 0039): every catalogue of every language compiled once, as
 * the server starts, into one Lingui I18n per language. What it answers a request is worded in the
 * request's language (`requestLocale`).
 */
const instances = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = compileCatalog(CATALOG_SOURCES[locale]);
    return [
      locale,
      { i18n: setupI18n({ locale, messages: { [locale]: messages } }), ids: new Set(Object.keys(messages)) },
    ];
  }),
) as Record<Locale, { i18n: ReturnType<typeof setupI18n>; ids: Set<string> }>;

/**
 * `id` in `locale`, its placeholders filled from `values`. A text that is not a message id (a
 * library's own error message) comes back as it is.
 */
export const translate = (locale: Locale, id: MessageId, values?: Record<string, unknown>): string => {
  const { i18n, ids } = instances[locale];
  return ids.has(id) ? i18n._(id, values) : id;
};

/** A translate function bound to one language (for `word`, `fieldErrors`). */
export const translator =
  (locale: Locale): Translate =>
  (id, values) =>
    translate(locale, id, values);

/** A message or a wording (its values worded too) in `locale`. */
export const say = (locale: Locale, text: Wording | MessageId | (string & {})): string =>
  word(text as Wording | MessageId, translator(locale));

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
 * The language to answer `request` in: its Accept-Language, else the default. The one place that
 * decides it: the member's stored language and the studio's default come in here.
 */
export const requestLocale = (request: Pick<FastifyRequest, 'headers'>): Locale =>
  matchLocale(acceptedLanguages(request.headers['accept-language'])) ?? DEFAULT_LOCALE;

/** A message in the language of `request`. */
export const sayTo = (
  request: Pick<FastifyRequest, 'headers'>,
  text: Wording | MessageId | (string & {}),
): string => say(requestLocale(request), text);
