import { createHash } from 'node:crypto';
import {
  formatCents,
  PREMIUM_PERIODS,
  periodTotal,
  signPaths,
  slugFor,
  storefrontPaths,
  workoutPaths,
} from '@studio/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, lists, programs, trainers } from '../../src/db/schema';
import { loadPlanPrices } from '../../src/features/billing';
import { STOREFRONT_CACHE_CONTROL } from '../../src/features/storefront';
import { query } from '../helper';
import { coach, t, withCatalogue } from '../studio/harness';

withCatalogue();

/**
 * The storefront as a crawler reads it (issue 38): no JavaScript runs, so everything it learns is
 * in the HTML the server sends.
 */
const fetchPage = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const body = response.body;
  const meta = (name: string) =>
    new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`)
      .exec(body)?.[1]
      ?.replaceAll('&amp;', '&');
  return {
    status: response.statusCode,
    headers: response.headers,
    body,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    description: meta('description'),
    ogImage: meta('og:image'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1]?.replaceAll('&amp;', '&'),
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
    /** Every JSON-LD block, parsed: one that is not JSON fails here. */
    jsonLd: [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
    alternates: Object.fromEntries(
      [...body.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [
        m[1],
        m[2]?.replaceAll('&amp;', '&'),
      ]),
    ),
  };
};

const ORIGIN = 'http://studio.test';
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

const sitemapUrls = async () => {
  const response = await t.app.inject({ method: 'GET', url: storefrontPaths.sitemap });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]?.replaceAll('&amp;', '&') ?? '');
};

const classRow = async (key: string) => {
  const [row] = await t.db.select({ id: items.id, title: items.title }).from(items).where(eq(items.key, key));
  if (!row) throw new Error(`no item ${key}`);
  return row;
};

describe('the storefront as a crawler reads it (issue 38)', () => {
  it('gives every public page a title, description, canonical address and valid JSON-LD, and lists it in the sitemap', async () => {
    const urls = await sitemapUrls();
    const english = urls.filter((url) => !url.includes('?locale='));
    // Each public page, and each class, program, trainer and recipe the studio offers.
    const [counts] = await query<{ classes: number; programs: number; recipes: number }>(
      t.db,
      sql`select
            (select count(*)::int from items where kind in ('workout', 'live_training')
              and removed_at is null and published_at <= now()) as classes,
            (select count(*)::int from programs where removed_at is null and hidden_at is null) as programs,
            (select count(*)::int from items where kind = 'recipe' and removed_at is null and published_at <= now()) as recipes`,
    );
    const trainerPages = await t.db
      .select({ id: trainers.id })
      .from(trainers)
      .innerJoin(lists, and(eq(lists.trainer_id, trainers.id), sql`${lists.hidden_at} is null`));
    expect(english.filter((u) => u.includes('/classes/'))).toHaveLength(counts?.classes ?? -1);
    expect(english.filter((u) => u.includes('/programs/'))).toHaveLength(counts?.programs ?? -1);
    expect(english.filter((u) => u.includes('/recipes/'))).toHaveLength(counts?.recipes ?? -1);
    expect(english.filter((u) => u.includes('/trainers/'))).toHaveLength(trainerPages.length);
    expect(english.length).toBeGreaterThan(5);
    // The same pages in Portuguese and Spanish.
    expect(urls).toHaveLength(english.length * 3);

    const expectedType = (url: string) =>
      url.includes('/classes/')
        ? 'VideoObject'
        : url.includes('/programs/')
          ? 'Product'
          : url.includes('/trainers/')
            ? 'Person'
            : url.includes('/recipes/')
              ? 'Recipe'
              : url.endsWith('/classes')
                ? 'ItemList'
                : 'Product';
    for (const url of english) {
      const page = await fetchPage(url.slice(ORIGIN.length));
      expect(page.status, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.title, url).toBeTruthy();
      expect(page.description, url).toBeTruthy();
      expect(page.canonical).toBe(url);
      expect(page.lang).toBe('en');
      expect(page.alternates['pt-BR']).toBe(`${url}?locale=pt-BR`);
      expect(page.alternates['x-default']).toBe(url);
      expect(
        page.jsonLd.map((data) => data['@type']),
        url,
      ).toContain(expectedType(url));
      // No script but the first visit's, which the content security policy allows by its hash.
      const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64');
      expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it('shows the plans with their prices from the studio, and leads each to the sign-up with the plan', async () => {
    const prices = await loadPlanPrices(t.db);
    const page = await fetchPage(storefrontPaths.pricing);
    const words = text(page.body);
    expect(words).toContain(`$${formatCents(prices.yearly, 'USD')}/mo`);
    expect(words).toContain(`$${formatCents(periodTotal(prices.yearly, 'yearly'), 'USD')} billed every year`);
    for (const period of PREMIUM_PERIODS) expect(page.body).toContain(`href="/sign/signup?plan=${period}"`);
    const [product] = page.jsonLd;
    expect(product).toMatchObject({ '@type': 'Product', name: 'Studio Premium' });
    expect(((product?.offers ?? []) as { price: string }[]).map((o) => o.price)).toEqual(
      PREMIUM_PERIODS.map((period) => formatCents(periodTotal(prices[period], period), 'USD')),
    );
  });

  it("shows a class's words and its trainer, a program's outline and price, a recipe's ingredients", async () => {
    const w0 = await classRow('w0');
    const workout = await fetchPage(storefrontPaths.classPage(slugFor(w0.id, w0.title)));
    expect(workout.title).toBe(`${w0.title} · Studio`);
    expect(workout.jsonLd[0]).toMatchObject({ '@type': 'VideoObject', name: w0.title, duration: 'PT10M' });
    expect(text(workout.body)).toContain('Maya');
    expect(workout.body).toContain('href="/sign/signup"');

    const [program] = await t.db.select().from(programs).where(eq(programs.key, 'strong-start'));
    if (!program) throw new Error('no program');
    const page = await fetchPage(storefrontPaths.program(slugFor(program.id, program.title)));
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: program.title,
      offers: { price: formatCents(program.price_cents, 'USD'), priceCurrency: 'USD' },
    });
    expect(text(page.body)).toContain('Week 1');
    expect(page.body).toContain(`href="/sign/signup?program=${program.id}"`);

    const [recipe] = await t.db
      .select({ id: items.id, title: items.title })
      .from(items)
      .where(eq(items.kind, 'recipe'))
      .limit(1);
    if (!recipe) throw new Error('no recipe');
    const recipePage = await fetchPage(storefrontPaths.recipe(slugFor(recipe.id, recipe.title)));
    const ld = recipePage.jsonLd[0] as { '@type': string; recipeIngredient: string[] };
    expect(ld['@type']).toBe('Recipe');
    for (const ingredient of ld.recipeIngredient) expect(text(recipePage.body)).toContain(ingredient);
  });

  it("loads a page's media from the host that served it, and names the public address to others", async () => {
    // A page reached under another host name (a preview host, the bare IP) loads its pictures
    // from that host, within its `img-src 'self'`; the card and JSON-LD keep the public address.
    const w1 = await classRow('w1');
    await t.db.update(items).set({ image: 'catalog/w1-poster.jpg' }).where(eq(items.id, w1.id));
    const page = await fetchPage(storefrontPaths.classPage(slugFor(w1.id, w1.title)), {
      host: '127.0.0.1:8080',
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('src="/media/catalog/w1-poster.jpg"');
    expect(page.body).not.toMatch(/<(?:img|video)[^>]* (?:src|poster)="https?:/);
    expect(page.ogImage).toBe(`${ORIGIN}/media/catalog/w1-poster.jpg`);
    expect(page.jsonLd[0]).toMatchObject({ thumbnailUrl: [`${ORIGIN}/media/catalog/w1-poster.jpg`] });
  });

  it('speaks the language asked for, the default one at the plain address', async () => {
    const pt = await fetchPage(`${storefrontPaths.pricing}?locale=pt-BR`);
    expect(pt.lang).toBe('pt-BR');
    expect(pt.title).toBe('Planos e preços · Studio');
    expect(pt.canonical).toBe(`${ORIGIN}${storefrontPaths.pricing}?locale=pt-BR`);
    expect(text(pt.body)).toContain('cobrados todo ano');
    // Links stay in the language.
    expect(pt.body).toContain(`href="${storefrontPaths.classes}?locale=pt-BR"`);
    // So does the way to give premium: the web app's gift page reads its language from it.
    expect(pt.body).toContain(`href="${signPaths.gift}?locale=pt-BR"`);
    // The default language's own tag, and a language we do not speak, read the plain page.
    const en = await fetchPage(`${storefrontPaths.pricing}?locale=en`);
    expect(en.canonical).toBe(`${ORIGIN}${storefrontPaths.pricing}`);
    expect((await fetchPage(`${storefrontPaths.pricing}?locale=fr`)).lang).toBe('en');
  });

  it('moves a page reached by an old slug, and answers 404 for what is not offered', async () => {
    const w0 = await classRow('w0');
    const moved = await t.app.inject({ method: 'GET', url: storefrontPaths.classPage(`${w0.id}-old-words`) });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(storefrontPaths.classPage(slugFor(w0.id, w0.title)));
    // An old link from a campaign keeps its language and its campaign, so its visitor is counted.
    const fromAd = await t.app.inject({
      method: 'GET',
      url: `${storefrontPaths.classPage(`${w0.id}-old-words`)}?locale=es&utm_source=ads&utm_campaign=spring`,
    });
    expect(fromAd.headers.location).toBe(
      `${storefrontPaths.classPage(slugFor(w0.id, w0.title))}?locale=es&utm_source=ads&utm_campaign=spring`,
    );

    const missing = await fetchPage(storefrontPaths.classPage('999999-nothing'));
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await fetchPage(storefrontPaths.classPage('not-a-slug'))).status).toBe(404);

    // A recipe is not a class, a hidden program is not offered.
    const [recipe] = await t.db.select({ id: items.id }).from(items).where(eq(items.kind, 'recipe')).limit(1);
    expect((await fetchPage(storefrontPaths.classPage(String(recipe?.id)))).status).toBe(404);
    const [program] = await t.db.select().from(programs).limit(1);
    await t.db
      .update(programs)
      .set({ hidden_at: new Date() })
      .where(eq(programs.id, program?.id ?? 0));
    expect(
      (await fetchPage(storefrontPaths.program(slugFor(program?.id ?? 0, program?.title ?? '')))).status,
    ).toBe(404);
  });

  it('is cacheable: an ETag answered 304, the same page whatever the campaign parameters', async () => {
    const first = await fetchPage(storefrontPaths.landing);
    expect(first.headers['cache-control']).toBe(STOREFRONT_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `${storefrontPaths.landing}?utm_source=google&utm_campaign=spring`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A proxy that compressed the page weakens its ETag; a list of them names it too.
    for (const header of [`W/${etag}`, `"other", ${etag}`]) {
      const weak = await t.app.inject({
        method: 'GET',
        url: storefrontPaths.landing,
        headers: { 'if-none-match': header },
      });
      expect(weak.statusCode, header).toBe(304);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: storefrontPaths.landing,
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('is made again when a coach edits a class: the new title, the old slug moving, a new ETag', async () => {
    const w0 = await classRow('w0');
    const before = await fetchPage(storefrontPaths.classes);
    const oldPath = storefrontPaths.classPage(slugFor(w0.id, w0.title));
    expect((await fetchPage(oldPath)).status).toBe(200);

    const edit = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w0.id),
      headers: coach.headers,
      payload: { title: 'Sunrise flow', description: 'A new start.' },
    });
    expect(edit.statusCode).toBe(200);

    const after = await fetchPage(storefrontPaths.classes);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(text(after.body)).toContain('Sunrise flow');
    const moved = await t.app.inject({ method: 'GET', url: oldPath });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(storefrontPaths.classPage(`${w0.id}-sunrise-flow`));
    const page = await fetchPage(storefrontPaths.classPage(`${w0.id}-sunrise-flow`));
    expect(page.description).toBe('A new start.');
    expect(await sitemapUrls()).toContain(`${ORIGIN}${storefrontPaths.classPage(`${w0.id}-sunrise-flow`)}`);
  });

  it('tells robots where the sitemap is and keeps them out of the members’ pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: storefrontPaths.robots });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}${storefrontPaths.sitemap}`);
    expect(response.body).toContain('Disallow: /page/');
  });
});
