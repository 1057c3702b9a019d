import { createHash } from 'node:crypto';
import {
  FIRST_VISIT_SCRIPT,
  idOfSlug,
  isLocale,
  LOCALES,
  type Locale,
  MEMBER_HOME_SCRIPT,
  type MessageId,
  type StorefrontContent,
  slugFor,
  storefrontPaths,
} from '@studio/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Db } from '../../db/client';
import { displayFor, translate } from '../../lib/i18n';
import { mediaUrl } from '../library';
import { readStorefront } from './content';
import { Document, type PageContext } from './document';
import {
  loadCatalogue,
  loadClass,
  loadLanding,
  loadPricing,
  loadProgram,
  loadRecipe,
  loadSitemap,
  loadTrainer,
} from './load';
import {
  cataloguePage,
  classPage,
  landingPage,
  notFoundPage,
  type Page,
  pricingPage,
  programPage,
  recipePage,
  trainerPage,
} from './pages';

/**
 * The public storefront's routes (issue 38, decision 0046): HTML made on the server from the
 * catalogue, in the language of `?locale=` (none: the studio's default), kept in memory until the
 * catalogue changes (the change feed's "everything"), and sent with an ETag so that browsers and a
 * CDN revalidate in one round trip. Query parameters other than `locale` (a campaign's `utm_*`)
 * change nothing of the page.
 */

/**
 * Browsers revalidate every time (an edit shows at once); a CDN may answer for 60 s without asking,
 * and for a day more while it revalidates in the background, or when the server cannot answer.
 */
export const STOREFRONT_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400';

type Rendered = { status: number; body: string; etag: string; type: string; location?: string };

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** An `If-None-Match` header names this ETag (in a list, weak or strong: a proxy that compresses weakens it). */
const matches = (header: string | undefined, etag: string) =>
  (header?.split(',') ?? []).some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

const withLocale = (path: string, locale: Locale | null) => (locale ? `${path}?locale=${locale}` : path);

/** What a page needs from the server: its public address, the studio's currency, the storage. */
type RenderDeps = Pick<FastifyInstance['deps'], 'config' | 'storage'>;

/**
 * Renders storefront pages for one server: a page context per language (the studio's default
 * language `fallback` at the plain address), and a page as its whole HTML document.
 */
export const storefrontRenderer = ({ config, storage }: RenderDeps) => {
  const media = mediaUrl(storage);
  const absolute = (path: string) => new URL(path, config.publicUrl).href;
  const contextFor = (locale: Locale, fallback: Locale): PageContext => {
    // The studio's default language has the page's plain address; another adds its `?locale=`.
    const tagged = (l: Locale) => (l === fallback ? null : l);
    return {
      locale,
      display: displayFor(locale, config.STUDIO_CURRENCY),
      t: (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values),
      absolute,
      link: (path) => withLocale(path, tagged(locale)),
      inLocale: (path, l) => absolute(withLocale(path, tagged(l))),
      media,
    };
  };
  const html = (
    ctx: PageContext,
    page: Page,
    scripts: readonly string[] = [FIRST_VISIT_SCRIPT],
  ): Rendered => {
    const body = `<!doctype html>${renderToStaticMarkup(
      <Document ctx={ctx} head={page.head} scripts={scripts}>
        {page.body}
      </Document>,
    )}`;
    return { status: page.status ?? 200, body, etag: etagOf(body), type: 'text/html; charset=utf-8' };
  };
  return { absolute, contextFor, html };
};

/**
 * The landing page as `content` would make it, before the owner saves it (the console's preview):
 * no script, nothing kept.
 */
export const previewLanding = async (
  deps: RenderDeps & { db: Db },
  draft: { content: StorefrontContent; locale: Locale; fallback: Locale },
): Promise<string> => {
  const { contextFor, html } = storefrontRenderer(deps);
  const data = await loadLanding(deps.db);
  const ctx = contextFor(draft.locale, draft.fallback);
  return html(ctx, landingPage(ctx, { ...data, content: draft.content }), []).body;
};

export const storefrontRoutes: FastifyPluginAsync = async (app) => {
  const { changes } = app.deps.database;
  const { absolute, contextFor, html } = storefrontRenderer(app.deps);

  // Pages as rendered, by language and path. Served from memory only while the change feed is live:
  // a catalogue change, or a feed that went down, empties it (decision 0010).
  // Ten minutes at most: a class published for a later time shows within them, as would a price
  // changed in the database by hand (neither notifies).
  const pages = new LRUCache<string, Rendered>({ max: 2_000, ttl: 10 * 60_000 });
  changes.subscribe({
    change: (change) => {
      if (change === 'all') pages.clear();
    },
    reset: () => pages.clear(),
  });

  /** The page's language: `?locale=` when we speak it, else the studio's default. */
  const localeOf = (request: FastifyRequest) => {
    const asked = (request.query as { locale?: unknown }).locale;
    const fallback = app.studioLanguage.current();
    return isLocale(asked) ? { locale: asked, fallback } : { locale: fallback, fallback };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: Rendered) => {
    reply.header('cache-control', STOREFRONT_CACHE_CONTROL).header('etag', page.etag);
    if (page.location) {
      // A campaign's parameters go along, so the moved page still knows where its visitor came from.
      const moved = new URL(page.location, 'http://studio.invalid');
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '');
      for (const [name, value] of asked) if (name !== 'locale') moved.searchParams.append(name, value);
      return reply.redirect(`${moved.pathname}${moved.search}`, page.status as 301);
    }
    if (page.status === 200 && matches(request.headers['if-none-match'], page.etag))
      return reply.status(304).send();
    return reply.status(page.status).type(page.type).send(page.body);
  };

  /**
   * A storefront route: `make` renders the page for a path (null: not found), once per language and
   * path while the catalogue stays as it is.
   */
  const route = (
    path: string,
    make: (ctx: PageContext, params: Record<string, string>) => Promise<Page | { moved: string } | null>,
  ) =>
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const { locale, fallback } = localeOf(request);
      const own = request.url.split('?')[0] ?? path;
      const key = `${locale}|${fallback}|${own}`;
      const kept = changes.live ? pages.get(key) : undefined;
      if (kept) return send(request, reply, kept);
      const ctx = contextFor(locale, fallback);
      const made = await make(ctx, request.params as Record<string, string>);
      const rendered: Rendered =
        made === null
          ? html(ctx, notFoundPage(ctx, own))
          : 'moved' in made
            ? {
                status: 301,
                body: '',
                etag: etagOf(made.moved),
                type: 'text/plain',
                location: ctx.link(made.moved),
              }
            : html(ctx, made);
      // Pages only: a slug that is not one, or an old one, is cheap to answer again and would
      // otherwise let made-up addresses push the pages out.
      if (changes.live && rendered.status === 200) pages.set(key, rendered);
      return send(request, reply, rendered);
    });

  /**
   * A page found by its slug's id (`pathOf(':slug')`); reached by another slug (its title changed),
   * it moves to the current one.
   */
  const slugRoute = <T extends { id: number }>(
    pathOf: (slug: string) => string,
    load: (db: Db, id: number) => Promise<T | null>,
    nameOf: (row: T) => string,
    render: (ctx: PageContext, row: T) => Page,
  ) =>
    route(pathOf(':slug'), async (ctx, params) => {
      const id = idOfSlug(params.slug ?? '');
      const row = id === null ? null : await load(await app.reads(), id);
      if (!row) return null;
      const slug = slugFor(row.id, nameOf(row));
      return slug === params.slug ? render(ctx, row) : { moved: pathOf(slug) };
    });

  route(storefrontPaths.landing, async (ctx) => landingPage(ctx, await loadLanding(await app.reads())));

  // The root (issue 38): an anonymous visitor sees the landing page where the owner chose so, else
  // the app (its sign-in page, spec A2). A member there is sent home by the page's second script.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const { locale, fallback } = localeOf(request);
    const key = `${locale}|${fallback}|/`;
    let kept = changes.live ? pages.get(key) : undefined;
    if (!kept) {
      const { content } = await readStorefront(await app.reads());
      const ctx = contextFor(locale, fallback);
      kept = content.root_storefront
        ? html(ctx, landingPage(ctx, await loadLanding(await app.reads())), [
            MEMBER_HOME_SCRIPT,
            FIRST_VISIT_SCRIPT,
          ])
        : // The app's root, kept as a page of its own: its sign-in page (spec A2), or home for a member.
          { status: 0, body: '', etag: '', type: '' };
      if (changes.live) pages.set(key, kept);
    }
    return kept.status === 0 ? reply.callNotFound() : send(request, reply, kept);
  });
  route(storefrontPaths.pricing, async (ctx) => pricingPage(ctx, await loadPricing(await app.reads())));
  route(storefrontPaths.classes, async (ctx) => cataloguePage(ctx, await loadCatalogue(await app.reads())));
  slugRoute(storefrontPaths.classPage, loadClass, (row) => row.title, classPage);
  slugRoute(storefrontPaths.program, loadProgram, (row) => row.title, programPage);
  slugRoute(storefrontPaths.trainer, loadTrainer, (row) => row.name, trainerPage);
  slugRoute(storefrontPaths.recipe, loadRecipe, (row) => row.title, recipePage);

  // Every public page in every language (the studio's default at the plain address), each with its
  // alternates, as search engines read a multilingual sitemap.
  app.get(storefrontPaths.sitemap, { schema: { hide: true } }, async (request, reply) => {
    const fallback = app.studioLanguage.current();
    const key = `sitemap|${fallback}`;
    let kept = changes.live ? pages.get(key) : undefined;
    if (!kept) {
      const data = await loadSitemap(await app.reads());
      const paths = [
        storefrontPaths.landing,
        storefrontPaths.pricing,
        storefrontPaths.classes,
        ...data.classes.map((row) => storefrontPaths.classPage(slugFor(row.id, row.title))),
        ...data.programs.map((row) => storefrontPaths.program(slugFor(row.id, row.title))),
        ...data.trainers.map((row) => storefrontPaths.trainer(slugFor(row.id, row.title))),
        ...data.recipes.map((row) => storefrontPaths.recipe(slugFor(row.id, row.title))),
      ];
      const at = (path: string, l: Locale) => xmlText(absolute(withLocale(path, l === fallback ? null : l)));
      const urls = paths.flatMap((path) =>
        LOCALES.map(
          (locale) =>
            `<url><loc>${at(path, locale)}</loc>${LOCALES.map(
              (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${at(path, other)}"/>`,
            ).join('')}</url>`,
        ),
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
      kept = { status: 200, body, etag: etagOf(body), type: 'application/xml; charset=utf-8' };
      if (changes.live) pages.set(key, kept);
    }
    return send(request, reply, kept);
  });

  app.get(storefrontPaths.robots, { schema: { hide: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /page/',
      'Disallow: /studio/',
      'Disallow: /media/s/',
      'Allow: /',
      `Sitemap: ${absolute(storefrontPaths.sitemap)}`,
      '',
    ].join('\n');
    return send(request, reply, { status: 200, body, etag: etagOf(body), type: 'text/plain; charset=utf-8' });
  });
};

const xmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
