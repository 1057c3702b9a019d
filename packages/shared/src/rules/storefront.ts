import { PREMIUM_PERIODS } from '../constants';
import type { PremiumPeriod } from './pricing';

/**
 * The public storefront (issue 38): pages for visitors who are not signed in, rendered by the
 * server as HTML that search engines and shared links read without JavaScript. The app's own pages
 * stay under `/page`, `/sign` and `/studio`; these paths are the storefront's alone.
 */
export const storefrontPaths = {
  /** The studio's landing page. */
  landing: '/explore',
  pricing: '/pricing',
  /** The catalogue of classes, by category. */
  classes: '/classes',
  classPage: (slug: string) => `/classes/${slug}`,
  program: (slug: string) => `/programs/${slug}`,
  trainer: (slug: string) => `/trainers/${slug}`,
  recipe: (slug: string) => `/recipes/${slug}`,
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/** Where the storefront's calls to action lead: the app's own sign pages (spec A2). */
export const signPaths = { login: '/sign/login', signup: '/sign/signup', gift: '/sign/gift' } as const;

/** Every storefront page's path (the service worker leaves them to the server). */
export const STOREFRONT_PATH =
  /^\/(explore|pricing|classes|programs|trainers|recipes)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/**
 * A page's slug: its id, then its title in lower-case ASCII words (`12-morning-flow`). The id finds
 * it; the words are for people and search engines, and a page reached with other words (the title
 * changed) moves to the current slug.
 */
export const slugFor = (id: number, title: string): string => {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `${id}-${words}` : String(id);
};

/** The id a slug starts with; none (not a slug of ours): null. */
export const idOfSlug = (slug: string): number | null => {
  const match = /^(\d{1,15})(-|$)/.exec(slug);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * What a visitor chose on the storefront before signing up (`/sign/signup?plan=yearly`,
 * `?program=12`): kept through the sign-up and the onboarding, then the member lands on its buy page.
 */
export const SIGNUP_INTENT_PARAMS = { plan: 'plan', program: 'program', gift: 'gift' } as const;

/** A plan or a program to buy, or a gift's code to redeem (decision 0048), chosen before signing up. */
export type SignupIntent = { plan: PremiumPeriod } | { program: number } | { gift: string };

/** The sign-up page's address that remembers `intent`. */
export const signupWith = (intent?: SignupIntent): string => {
  if (!intent) return signPaths.signup;
  const query =
    'plan' in intent
      ? `${SIGNUP_INTENT_PARAMS.plan}=${intent.plan}`
      : 'gift' in intent
        ? `${SIGNUP_INTENT_PARAMS.gift}=${encodeURIComponent(intent.gift)}`
        : `${SIGNUP_INTENT_PARAMS.program}=${intent.program}`;
  return `${signPaths.signup}?${query}`;
};

/** The intent a sign-up address carries; anything else in it: none. */
export const intentOf = (search: string): SignupIntent | null => {
  const query = new URLSearchParams(search);
  const plan = query.get(SIGNUP_INTENT_PARAMS.plan);
  if (plan && (PREMIUM_PERIODS as readonly string[]).includes(plan)) return { plan: plan as PremiumPeriod };
  const program = idOfSlug(query.get(SIGNUP_INTENT_PARAMS.program) ?? '');
  if (program) return { program };
  // A gift's code: letters, digits and dashes, as its mail writes it.
  const gift = query.get(SIGNUP_INTENT_PARAMS.gift)?.trim() ?? '';
  return /^[A-Za-z0-9-]{4,64}$/.test(gift) ? { gift } : null;
};
