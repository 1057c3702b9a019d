import { createHash } from 'node:crypto';
import {
  type ItemDetails,
  libraryPaths,
  MEMBER_HOME_SCRIPT,
  type StorefrontContentInput,
  type StorefrontSettings,
  storefrontMessages,
  storefrontPaths,
  storefrontSettingsPaths,
  workoutPaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, programs } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { createMember, createMemberWithProfile, type TestMember } from '../helper';
import { multipart, pngImage } from '../images';
import { coach, t, withCatalogue } from '../studio/harness';

withCatalogue();

const makeOwner = async () => {
  const made = await createMember(t.app, { email: `owner-${Date.now()}@example.com` });
  await grantRole(t.db, null, { email: made.email, role: 'owner' });
  return made;
};

const put = (who: TestMember, content: StorefrontContentInput) =>
  t.app.inject({
    method: 'PUT',
    url: storefrontSettingsPaths.settings,
    headers: who.headers,
    payload: content,
  });

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe("the owner's storefront (issue 38)", () => {
  it("shows the owner's words, questions, members' words and featured programs, made again at once", async () => {
    const boss = await makeOwner();
    const before = await t.app.inject({ method: 'GET', url: storefrontPaths.landing });
    const [second, first] = await t.db.select().from(programs).orderBy(programs.position).limit(2);
    const saved = await put(boss, {
      hero_title: { 'pt-BR': 'Treine no Estúdio Sol', en: 'Train at Sun Studio' },
      hero_lead: { en: 'Small classes, big results.' },
      faq: [{ question: { en: 'Is there parking?' }, answer: { en: 'Yes, behind the studio.' } }],
      testimonials: [{ quote: 'I finally kept a habit.', name: 'Rita, member since 2025' }],
      featured_program_ids: [first?.id ?? 0, second?.id ?? 0],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StorefrontSettings>().content.hero_title.en).toBe('Train at Sun Studio');

    const after = await t.app.inject({ method: 'GET', url: storefrontPaths.landing });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const words = text(after.body);
    expect(words).toContain('Train at Sun Studio');
    expect(words).toContain('Small classes, big results.');
    expect(words).toContain('I finally kept a habit.');
    expect(words).toContain('Rita, member since 2025');
    // The owner's questions replace the storefront's own, in the page and its JSON-LD.
    expect(words).toContain('Is there parking?');
    expect(words).not.toContain('How does the free trial work?');
    expect(after.body).toContain('"name":"Is there parking?"');
    // Featured programs in the owner's order.
    const titles = [first?.title ?? '', second?.title ?? ''];
    expect(words.indexOf(titles[0] ?? '')).toBeLessThan(words.indexOf(titles[1] ?? ''));

    // Each language reads its own text; one the owner did not write reads another they did.
    expect(text(await page(`${storefrontPaths.landing}?locale=pt-BR`))).toContain('Treine no Estúdio Sol');
    expect(text(await page(`${storefrontPaths.landing}?locale=es`))).toContain('Train at Sun Studio');
  });

  it('refuses a program not offered and an over-long text, naming the field, and changes nothing', async () => {
    const boss = await makeOwner();
    const [program] = await t.db.select().from(programs).limit(1);
    await t.db
      .update(programs)
      .set({ hidden_at: new Date() })
      .where(eq(programs.id, program?.id ?? 0));
    const hidden = await put(boss, { featured_program_ids: [program?.id ?? 0] });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<{ errors: Record<string, string[]> }>().errors.featured_program_ids).toEqual([
      english(storefrontMessages.programUnknown),
    ]);
    const long = await put(boss, { hero_title: { en: 'x'.repeat(121) } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['hero_title']);
    const read = await t.app.inject({
      method: 'GET',
      url: storefrontSettingsPaths.settings,
      headers: boss.headers,
    });
    expect(read.json<StorefrontSettings>().content.featured_program_ids).toEqual([]);
    // A program featured, then hidden, is no longer featured, and does not block the next save.
    const [shown] = await t.db.select().from(programs).where(isNull(programs.hidden_at)).limit(1);
    expect((await put(boss, { featured_program_ids: [shown?.id ?? 0] })).statusCode).toBe(200);
    await t.db
      .update(programs)
      .set({ hidden_at: new Date() })
      .where(eq(programs.id, shown?.id ?? 0));
    const later = await t.app.inject({
      method: 'GET',
      url: storefrontSettingsPaths.settings,
      headers: boss.headers,
    });
    const { content } = later.json<StorefrontSettings>();
    expect(content.featured_program_ids).toEqual([]);
    expect((await put(boss, content)).statusCode).toBe(200);
    // A coach may not change it.
    expect((await put(coach, { hero_title: { en: 'Mine' } })).statusCode).toBe(403);
  });

  it('previews unsaved words without saving them', async () => {
    const boss = await makeOwner();
    const preview = await t.app.inject({
      method: 'POST',
      url: storefrontSettingsPaths.preview,
      headers: boss.headers,
      payload: { content: { hero_title: { es: 'Entrena con nosotras' } }, locale: 'es' },
    });
    expect(preview.statusCode).toBe(200);
    const { html } = preview.json<{ html: string }>();
    expect(text(html)).toContain('Entrena con nosotras');
    expect(html).toContain('<html lang="es">');
    // No script in a preview, and nothing saved.
    expect(html).not.toContain('<script>');
    expect(text(await page(storefrontPaths.landing))).not.toContain('Entrena con nosotras');
  });

  it('puts the hero picture on the landing page and in its cards, and takes it away', async () => {
    const boss = await makeOwner();
    const form = multipart([
      { name: 'image', filename: 'hero.png', contentType: 'image/png', body: await pngImage(64, 36) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: storefrontSettingsPaths.heroImage,
      headers: { ...boss.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json<StorefrontSettings>().hero_image ?? '';
    expect(url).toMatch(/^\/media\/catalog\/studio\/storefront-hero-\w+\.(png|webp)$/);
    const html = await page(storefrontPaths.landing);
    expect(html).toContain(`<meta property="og:image" content="http://studio.test${url}"/>`);
    // The page's own picture loads from whichever host served the page (its CSP allows only
    // 'self'); the shared card names the studio's public address.
    expect(html).toContain(`<img class="poster" src="${url}"`);
    expect(html).not.toContain(`src="http://studio.test`);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: storefrontSettingsPaths.heroImage,
      headers: boss.headers,
    });
    expect(removed.json<StorefrontSettings>().hero_image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('shows the storefront at the root where the owner chose so, sending a member home', async () => {
    const boss = await makeOwner();
    // The spec's root: the app (no build in these tests: not found here).
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['content-type']).not.toMatch(
      /^text\/html/,
    );
    expect((await put(boss, { root_storefront: true })).statusCode).toBe(200);
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<link rel="canonical" href="http://studio.test/explore"/>');
    expect(root.body).toContain(`<script>${MEMBER_HOME_SCRIPT}</script>`);
    const hash = createHash('sha256').update(MEMBER_HOME_SCRIPT).digest('base64');
    expect(root.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('lets any member watch a free sample, and only that class, and offers it on the storefront', async () => {
    const [sample, other] = await t.db
      .select()
      .from(items)
      .where(eq(items.kind, 'workout'))
      .orderBy(items.id)
      .limit(2);
    const basic = await createMemberWithProfile(t.app);
    const details = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: libraryPaths.item('workout', id), headers: basic.headers })
      ).json<ItemDetails>();
    expect((await details(sample?.id ?? 0)).file_url_hls).toBeNull();

    const marked = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(sample?.id ?? 0),
      headers: coach.headers,
      payload: { title: sample?.title, free_sample: true },
    });
    expect(marked.statusCode).toBe(200);
    expect((await details(sample?.id ?? 0)).file_url_hls).toMatch(/^\/media\/s\//);
    expect((await details(other?.id ?? 0)).file_url_hls).toBeNull();
    // Starting it is allowed too (no premium needed).
    const started = await t.app.inject({
      method: 'POST',
      url: libraryPaths.started,
      headers: basic.headers,
      payload: { id: sample?.id, kind: 'workout' },
    });
    expect(started.statusCode).toBe(200);
    const landing = text(await page(storefrontPaths.landing));
    expect(landing).toContain('Try a class free');
    expect(landing).toContain(`${sample?.title}`);

    // Taken back: the member needs premium for it again.
    const unmarked = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(sample?.id ?? 0),
      headers: coach.headers,
      payload: { title: sample?.title, free_sample: false },
    });
    expect(unmarked.statusCode).toBe(200);
    expect((await details(sample?.id ?? 0)).file_url_hls).toBeNull();
  });
});
