import {
  InviteRewardsSchema,
  StorefrontContentSchema,
  StorefrontPreviewAnswerSchema,
  StorefrontPreviewSchema,
  type StorefrontSettings,
  StorefrontSettingsSchema,
  storefrontSettingsPaths,
} from '@studio/shared';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import {
  offeredPrograms,
  previewLanding,
  readStorefront,
  setHeroImage,
  writeInviteRewards,
  writeStorefrontContent,
} from '../storefront';
import { audited } from './audit';
import { replaceCatalogueImage } from './catalogue-images';
import { currentStaff, studioRoutes } from './studio-routes';

const settingsOf = async (db: Db | Tx, storage: Storage): Promise<StorefrontSettings> => {
  const [{ content, hero_image, invite_rewards }, programs] = await Promise.all([
    readStorefront(db),
    offeredPrograms(db),
  ]);
  // A featured program hidden since is no longer featured: the form must not send it back refused.
  const offered = new Set(programs.map((program) => program.id));
  const featured = content.featured_program_ids.filter((id) => offered.has(id));
  return {
    content: { ...content, featured_program_ids: featured },
    hero_image: hero_image ? storage.url(hero_image) : null,
    programs,
    invite_rewards,
  };
};

/**
 * The storefront in the console (issue 38, owner): the landing page's words, questions, members'
 * words, featured programs and hero picture, whether the root shows it, and a preview of unsaved
 * changes. Every change is audited; the public pages are made again on the next request (the
 * settings row notifies every process, decision 0046).
 */
export const storefrontSettingsRoutes = studioRoutes({ role: 'owner', errors: [400, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  app.get(storefrontSettingsPaths.settings, {
    schema: {
      summary: "The storefront's content as the owner wrote it, and the programs that may be featured",
      response: { 200: StorefrontSettingsSchema },
    },
    handler: async () => settingsOf(db, storage),
  });

  app.put(storefrontSettingsPaths.inviteRewards, {
    schema: {
      summary:
        "Change what an invite gives once the friend's first paid charge settles: the inviter's free months, the friend's discount on that first period (given back to their card), and the rewards a member may earn in a month",
      body: InviteRewardsSchema,
      response: { 200: StorefrontSettingsSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const before = (await readStorefront(tx)).invite_rewards;
        await writeInviteRewards(tx, request.body);
        const answer = await settingsOf(tx, storage);
        return {
          action: 'storefront.invite_rewards',
          target: 'storefront',
          before,
          after: answer.invite_rewards,
          answer,
        };
      }),
  });

  app.put(storefrontSettingsPaths.settings, {
    schema: {
      summary:
        "Change the landing page's words (per language), questions, members' words, featured programs, and whether the root shows the storefront",
      body: StorefrontContentSchema,
      response: { 200: StorefrontSettingsSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const before = (await readStorefront(tx)).content;
        await writeStorefrontContent(tx, request.body);
        const answer = await settingsOf(tx, storage);
        return { action: 'storefront.content', target: 'storefront', before, after: answer.content, answer };
      }),
  });

  app.post(storefrontSettingsPaths.heroImage, {
    schema: {
      summary: "Upload the landing page's hero picture (multipart `image`: JPEG, PNG or WebP)",
      consumes: ['multipart/form-data'],
      response: { 200: StorefrontSettingsSchema },
    },
    handler: async (request) => {
      await replaceCatalogueImage(app, request, 'storefront-hero', async (tx, key) => ({
        action: 'storefront.hero_image',
        target: 'storefront',
        after: { hero_image: key },
        answer: await setHeroImage(tx, key),
      }));
      return settingsOf(db, storage);
    },
  });

  app.delete(storefrontSettingsPaths.heroImage, {
    schema: {
      summary: "Take the hero picture away (the landing page shows the newest class's picture)",
      response: { 200: StorefrontSettingsSchema },
    },
    handler: async (request) => {
      const replaced = await audited(db, currentStaff(request), async (tx) => {
        const before = await setHeroImage(tx, null);
        return { action: 'storefront.hero_image', target: 'storefront', before, after: null, answer: before };
      });
      if (replaced?.startsWith('catalog/studio/')) await storage.remove(replaced).catch(() => {});
      return settingsOf(db, storage);
    },
  });

  app.post(storefrontSettingsPaths.preview, {
    schema: {
      summary: 'The landing page as unsaved content would make it, in one language (its HTML, no script)',
      body: StorefrontPreviewSchema,
      response: { 200: StorefrontPreviewAnswerSchema },
    },
    handler: async (request) => ({
      html: await previewLanding(
        { db, config: app.deps.config, storage },
        { ...request.body, fallback: app.studioLanguage.current() },
      ),
    }),
  });
});
