/**
 * The languages Studio speaks (issue 35, decision 0039). `en` is the specification's words; the
 * others are written by and for native speakers. A member's language is one of these tags.
 */
export const LOCALES = ['en', 'pt-BR', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The studio's language when it sets none, and the language of a request that names none we speak. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * English with every message wrapped in ⟦ ⟧ and its letters accented: a page shown in it reveals any
 * text that did not come from a catalogue (the pseudo-locale journey). Never a member's language.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Each language named in itself, as a language switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
};

/** The tag `Intl` formats with: English reads as the spec's A9 (en-US, "$143.88", "September 5, 2026"). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', 'pt-BR': 'pt-BR', es: 'es' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of `tags` (a browser's `navigator.languages`, an Accept-Language list in order) that we
 * speak: the exact tag, else its language (`pt-PT` and `pt` read Brazilian Portuguese, `es-MX`
 * Spanish, `en-GB` English). None: null.
 */
export const matchLocale = (tags: readonly string[]): Locale | null => {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split(/[-_]/)[0];
    const byLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return null;
};
