import {
  ErrorSchema,
  ReplaySettingSchema,
  StudioSettingsSchema,
  studioSettingsPaths,
  UpdateStudioSettingsSchema,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';
import { readStudioSettings, setPublishReplays, setStudioLanguage } from './studio-settings';

/**
 * The studio's settings (issue 35): anyone reads them (the web app starts in the studio's language
 * before it knows who is there); the owner changes the default language, audited.
 */
export const publicSettingsRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  app.get(studioSettingsPaths.settings, {
    schema: {
      tags: ['studio'],
      summary: "The studio's default language and its currency (no sign-in)",
      response: { 200: StudioSettingsSchema, 429: ErrorSchema },
    },
    handler: async () => readStudioSettings(database.db, config.STUDIO_CURRENCY),
  });
};

export const ownerSettingsRoutes = studioRoutes({ role: 'owner', errors: [400] }, (app) => {
  const { database, config } = app.deps;
  app.put(studioSettingsPaths.settings, {
    schema: {
      summary: "Set the studio's default language (the currency is the server's STUDIO_CURRENCY)",
      body: UpdateStudioSettingsSchema,
      response: { 200: StudioSettingsSchema },
    },
    handler: async (request) => {
      const { language } = request.body;
      const answer = await audited(database.db, currentStaff(request), async (tx) => {
        const before = await setStudioLanguage(tx, language);
        return {
          action: 'settings.language',
          target: 'studio',
          before: { language: before },
          after: { language },
          answer: await readStudioSettings(tx, config.STUDIO_CURRENCY),
        };
      });
      app.studioLanguage.changed(answer.language);
      return answer;
    },
  });

  app.put(studioSettingsPaths.replays, {
    schema: {
      summary:
        "Show live classes' replays to members as soon as they are ready, or only once a coach shows them",
      body: ReplaySettingSchema,
      response: { 200: StudioSettingsSchema },
    },
    handler: async (request) => {
      const publish = request.body.publish_replays;
      return audited(database.db, currentStaff(request), async (tx) => ({
        action: 'settings.replays',
        target: 'studio',
        before: { publish_replays: await setPublishReplays(tx, publish) },
        after: { publish_replays: publish },
        answer: await readStudioSettings(tx, config.STUDIO_CURRENCY),
      }));
    },
  });
});
