import {
  type Display,
  formatMoney,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  type MessageId,
  PRODUCT_NAME,
  signPaths,
  signupWith,
  slugFor,
  storefrontPaths,
} from '@studio/shared';
import type { ReactNode } from 'react';
import type { ClassCard } from './load';
import { STOREFRONT_CSS } from './styles';

/**
 * The storefront's page frame (issue 38): one HTML document with everything a search engine or a
 * shared link reads in its head (title, description, canonical address, the same page in each
 * language, Open Graph and Twitter cards, JSON-LD), the site's header and footer, and its styles
 * inline: no script, no other request before the first paint.
 */

export type PageContext = {
  locale: Locale;
  display: Display;
  t: (id: MessageId, values?: Record<string, unknown>) => string;
  /** An address on this site, absolute (canonical, Open Graph, sitemap). */
  absolute: (path: string) => string;
  /** A storefront link in this page's language (the studio's default language has none). */
  link: (path: string) => string;
  /** `path` in `locale`, absolute: the page's address in each language. */
  inLocale: (path: string, locale: Locale) => string;
  /**
   * A catalogue media column as the address the page's own `<img>` and `<video>` load (public
   * catalogue media only): relative to the site, so a page served under any host name loads its
   * media from that host and within its own Content-Security-Policy. Pass it through `absolute`
   * for a shared card or JSON-LD.
   */
  media: (value: string | null) => string | null;
};

export type Head = {
  title: string;
  description: string;
  /** The page's own path, without the language. */
  path: string;
  image?: string | null;
  type?: 'website' | 'article' | 'video.other' | 'product' | 'profile';
  jsonLd: object[];
  /** Not for search engines (a page that is not found). */
  noindex?: boolean;
};

/** JSON inside a script element: `<` escaped so that no text closes the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', 'pt-BR': 'pt_BR', es: 'es_ES' };

export const Document = ({
  ctx,
  head,
  scripts,
  children,
}: {
  ctx: PageContext;
  head: Head;
  /** The page's inline scripts (each allowed by its hash in the content security policy). */
  scripts: readonly string[];
  children: ReactNode;
}) => {
  const { t } = ctx;
  const canonical = ctx.inLocale(head.path, ctx.locale);
  const description = head.description.slice(0, 300);
  return (
    <html lang={ctx.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        {LOCALES.map((locale) => (
          <link key={locale} rel="alternate" hrefLang={locale} href={ctx.inLocale(head.path, locale)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={ctx.absolute(head.path)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#364fc7" />
        <meta property="og:site_name" content={PRODUCT_NAME} />
        <meta property="og:type" content={head.type ?? 'website'} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={OG_LOCALE[ctx.locale]} />
        {head.image ? <meta property="og:image" content={ctx.absolute(head.image)} /> : null}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={description} />
        {head.image ? <meta name="twitter:image" content={ctx.absolute(head.image)} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, a constant */}
        <style dangerouslySetInnerHTML={{ __html: STOREFRONT_CSS }} />
        {scripts.map((script) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own scripts, allowed by their hashes
          <script key={script.slice(0, 40)} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        {head.jsonLd.map((data, i) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page
            key={i}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (scriptJson)
            dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
          />
        ))}
      </head>
      <body>
        <a className="skip" href="#main">
          {t('storefront.skipToContent')}
        </a>
        <header className="top">
          <nav className="wrap bar" aria-label={t('storefront.nav')}>
            <a className="brand" href={ctx.link(storefrontPaths.landing)}>
              {PRODUCT_NAME}
            </a>
            <ul>
              <li>
                <a href={ctx.link(storefrontPaths.classes)}>{t('storefront.navClasses')}</a>
              </li>
              <li>
                <a href={ctx.link(storefrontPaths.pricing)}>{t('storefront.navPricing')}</a>
              </li>
              <li>
                <a href={signPaths.login}>{t('storefront.signIn')}</a>
              </li>
              <li>
                <a className="button" href={signupWith()}>
                  {t('storefront.tryFree')}
                </a>
              </li>
            </ul>
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="foot">
          <div className="wrap">
            <nav aria-label={t('storefront.languages')}>
              <ul>
                {LOCALES.map((locale) => (
                  <li key={locale}>
                    <a
                      href={ctx.inLocale(head.path, locale)}
                      hrefLang={locale}
                      lang={locale}
                      aria-current={locale === ctx.locale ? 'true' : undefined}
                    >
                      {LOCALE_NAMES[locale]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <p>{t('storefront.footer', { brand: PRODUCT_NAME })}</p>
          </div>
        </footer>
      </body>
    </html>
  );
};

/** "45 min" */
export const minutesText = (ctx: PageContext, seconds: number) =>
  ctx.t('storefront.minutes', { minutes: Math.max(1, Math.round(seconds / 60)) });

/** ISO 8601 duration (`PT45M`), as schema.org reads it. */
export const isoDuration = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || minutes === 0 ? `${rest}S` : ''}`;
};

export const money = (ctx: PageContext, cents: number) => formatMoney(cents, ctx.display);

export const Cta = ({ href, children, quiet }: { href: string; children: ReactNode; quiet?: boolean }) => (
  <a className={quiet ? 'button quiet' : 'button'} href={href}>
    {children}
  </a>
);

/** Cards of pictures, titles and a line each, each leading to its page. */
export const Cards = ({
  cards,
}: {
  cards: { key: number; href: string; picture: string | null; title: string; detail: string }[];
}) => (
  <ul className="cards">
    {cards.map((card) => (
      <li key={card.key} className="card">
        <a href={card.href}>
          {card.picture ? (
            <img src={card.picture} alt="" width={320} height={180} loading="lazy" decoding="async" />
          ) : null}
          <span className="card-title">{card.title}</span>
          <span className="muted">{card.detail}</span>
        </a>
      </li>
    ))}
  </ul>
);

/** Classes as cards: each one's picture, title and length, leading to its page. */
export const ClassCards = ({ ctx, classes }: { ctx: PageContext; classes: ClassCard[] }) => (
  <Cards
    cards={classes.map((card) => ({
      key: card.id,
      href: ctx.link(storefrontPaths.classPage(slugFor(card.id, card.title))),
      picture: ctx.media(card.thumb ?? card.image),
      title: card.title,
      detail:
        card.kind === 'live_training'
          ? ctx.t('storefront.liveClass')
          : card.free_sample
            ? ctx.t('storefront.freeSampleLength', { minutes: minutesText(ctx, card.duration_seconds) })
            : minutesText(ctx, card.duration_seconds),
    }))}
  />
);
