import { catalogs } from 'virtual:studio-catalogs';
import { type I18n, type MessageId, setupI18n } from '@lingui/core';
import {
  addFieldLabels,
  CURRENCY,
  DEFAULT_LOCALE,
  type Display,
  INTL_LOCALE,
  isLocale,
  type Locale,
  matchLocale,
  PSEUDO_LOCALE,
  studioSettingsPaths,
  type WebBundle,
} from '@studio/shared';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The app's words (issue 35, decision 0039): Lingui's runtime, fed the catalogues of the active
 * language one bundle at a time (a script per bundle and language, compiled at build time by
 * build/catalogs.ts: `virtual:studio-catalogs`). Components take `useT()`; code outside React takes `t`.
 */
export const i18n = setupI18n();

/** A language the app can be shown in: a member's, or the pseudo-locale (for finding untranslated text). */
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

const loaded = new Set<string>();
/** The bundles the pages shown so far needed: a change of language loads them in the new one. */
const wanted = new Set<WebBundle>();

const loadBundle = async (bundle: WebBundle, locale: UiLocale): Promise<void> => {
  const key = `${bundle}/${locale}`;
  if (loaded.has(key)) return;
  const load = catalogs[key];
  if (!load) throw new Error(`No catalogue ${key}`);
  i18n.load(locale, (await load()).default);
  loaded.add(key);
};

/** The tag `Intl` formats the active language with (the pseudo-locale formats as English). */
export const intlLocale = (locale: string = i18n.locale): string =>
  isLocale(locale) ? INTL_LOCALE[locale] : INTL_LOCALE[DEFAULT_LOCALE];

const LOCALE_KEY = 'studio.locale';

const storedLocale = (): UiLocale | null => {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return value === PSEUDO_LOCALE || isLocale(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * The language to start in: `?locale=` (kept for the next visits), the one chosen on this device
 * (a switch, or the member's own once known), else the browser's first we speak; none of those,
 * null (the studio's default then).
 */
export const startLocale = (): UiLocale | null => {
  const asked = new URLSearchParams(window.location.search).get('locale');
  if (asked === PSEUDO_LOCALE || isLocale(asked)) {
    rememberLocale(asked);
    return asked;
  }
  return storedLocale() ?? matchLocale(navigator.languages ?? [navigator.language]);
};

/** The browser's language if we speak it (what a new member's account starts in), else null. */
export const browserLocale = (): Locale | null => matchLocale(navigator.languages ?? [navigator.language]);

type StudioSettingsRead = { language: Locale; currency: string };

const CURRENCY_KEY = 'studio.currency';
const isCurrency = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/** The studio's currency as last read on this device (the spec's USD before any). */
let currency: string = (() => {
  try {
    const kept = localStorage.getItem(CURRENCY_KEY);
    return isCurrency(kept) ? kept : CURRENCY;
  } catch {
    return CURRENCY;
  }
})();

let settings: Promise<StudioSettingsRead> | null = null;

/**
 * The studio's settings (`GET /api/v3/studio/settings`, no sign-in), read once per visit: its default
 * language and its currency, which every amount is in (issue 35). Unreachable (offline): the
 * default language and the currency this device last read. Not through the API client, which would
 * toast an error nobody asked for.
 */
const studioSettings = (): Promise<StudioSettingsRead> => {
  settings ??= (async () => {
    try {
      const answer = await fetch(studioSettingsPaths.settings, { headers: { Accept: 'application/json' } });
      const read = (await answer.json()) as { language?: unknown; currency?: unknown };
      if (answer.ok && isCurrency(read.currency)) {
        currency = read.currency;
        try {
          localStorage.setItem(CURRENCY_KEY, currency);
        } catch {
          // Private mode without storage: read again next visit.
        }
      }
      return { language: answer.ok && isLocale(read.language) ? read.language : DEFAULT_LOCALE, currency };
    } catch {
      return { language: DEFAULT_LOCALE, currency };
    }
  })();
  return settings;
};

/**
 * The studio's default language: what the app starts in when neither the address, this device nor
 * the browser names a language we speak.
 */
export const studioLocale = async (): Promise<Locale> => (await studioSettings()).language;

const rememberLocale = (locale: UiLocale) => {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode without storage: the language holds for this visit.
  }
};

/** Makes `locale` the app's language once the words of every bundle shown so far have arrived. */
export const activateLocale = async (locale: UiLocale, options: { remember?: boolean } = {}) => {
  await Promise.all([...wanted].map((bundle) => loadBundle(bundle, locale)));
  if (options.remember) rememberLocale(locale);
  // The first bundle may come after (its page's loader awaits it): none yet is no missing catalogue.
  if (wanted.size === 0) i18n.load(locale, {});
  i18n.activate(locale, [intlLocale(locale)]);
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
};

let started: Promise<void> | null = null;

/**
 * The language the app starts in, set once as it starts (main.tsx), not awaited there: the first
 * page's loader awaits its words beside its code, so they cost no round trip of their own.
 */
export const startI18n = (
  locale: Promise<UiLocale> | UiLocale,
  options: { formatsNumbersAndDates?: boolean } = {},
): Promise<void> => {
  started = Promise.resolve(locale).then((chosen) => {
    // A page's first Intl object of each kind loads the browser's data for it: some 50 ms on a 2-core
    // machine for numbers and again for dates, four times that on a slow phone. Made now, each in a
    // task of its own while the first page's code and words download, they are not long tasks in the
    // middle of the first render (Lighthouse's total blocking time, issue 35). The sign pages show
    // neither and skip them.
    const tag = intlLocale(chosen);
    if (options.formatsNumbersAndDates) {
      setTimeout(() => new Intl.NumberFormat(tag).format(1), 0);
      setTimeout(() => new Intl.DateTimeFormat(tag).format(0), 0);
    }
    new Intl.PluralRules(tag).select(1);
    return activateLocale(chosen);
  });
  return started;
};

/**
 * The words of `bundle` in the active language: a page's loader awaits it beside the page's code.
 * The member's pages and the console show amounts: their bundles wait for the studio's currency too
 * (one small request per visit, beside the words); the sign pages show none and do not.
 */
export const loadMessages = async (bundle: WebBundle): Promise<void> => {
  wanted.add(bundle);
  const more =
    bundle === 'member'
      ? [studioSettings()]
      : bundle === 'studio'
        ? [studioSettings(), loadFieldLabels()]
        : [];
  if (started) await started;
  await Promise.all([loadBundle(bundle, activeLocale()), ...more]);
};

let fieldLabels: Promise<void> | null = null;

/**
 * The labels of every field the member and console forms name (the `fields` bundle's words, and
 * which key each names): what a form's refusal calls its field ("Weight must be a number"). Loaded
 * once, when a form first checks its values (`worded`) or a page that words refusals itself opens;
 * the console loads them at once. Not with every member page: /page/home stays within 250 KB.
 */
export const loadFieldLabels = (): Promise<void> => {
  fieldLabels ??= Promise.all([
    loadMessages('fields'),
    import('@studio/shared/field-labels-more').then((m) => addFieldLabels(m.MORE_FIELD_LABELS)),
  ]).then(() => undefined);
  return fieldLabels;
};

/**
 * The member's own language, once the app learns who is signed in (sign-in, sign-up, /me): made the
 * app's and remembered on this device. None chosen (the studio's default) changes nothing, and
 * neither does the pseudo-locale, which is asked for on purpose.
 */
export const followMemberLocale = (user: { language?: Locale | null }): void => {
  const { language } = user;
  if (!language || !isLocale(language)) return;
  const active = activeLocale();
  if (active === PSEUDO_LOCALE || active === language) return;
  void activateLocale(language, { remember: true });
};

/** The active language (the pseudo-locale counts as itself). */
export const activeLocale = (): UiLocale => (i18n.locale || DEFAULT_LOCALE) as UiLocale;

/**
 * A message in the active language, outside React (a toast from a mutation's callback).
 * @public
 */
export const t = (id: MessageId, values?: Record<string, unknown>): string => i18n._(id, values);

/**
 * The translate function of the words loaded so far, a new one at each change of language or words:
 * what components subscribe to. Not @lingui/react's provider and hook, whose context code (1 KB of
 * gzip with its shim) the sign pages need not load (issue 35: /sign/login within 150 KB).
 */
let translate: I18n['_'] = i18n._.bind(i18n);
i18n.on('change', () => {
  translate = i18n._.bind(i18n);
});
const onChange = (listener: () => void) => i18n.on('change', listener);
const current = () => translate;

/**
 * A message in the active language if its words have arrived, else undefined: for what shows before
 * any page's words can (the first loader), which would otherwise show its id and warn.
 */
export const tWhenLoaded = (id: MessageId): string | undefined =>
  Object.hasOwn(i18n.messages, id) ? i18n._(id) : undefined;

/** A component's words: re-renders when the language changes. */
export const useT = (): I18n['_'] => useSyncExternalStore(onChange, current, current);

/**
 * The app's content once a language is active (nothing before, as Lingui's `I18nProvider`),
 * rendered again when it changes.
 */
export const WhenWordsReady = ({ children }: { children: ReactNode }) => {
  useT();
  return i18n.locale ? children : null;
};

/**
 * How amounts and dates read in the active language (the formatting core of packages/shared).
 * @public
 */
export const useDisplay = (): Display => {
  useT();
  return { locale: intlLocale(i18n.locale), currency };
};
