import {
  NotificationSettingsSchema,
  notificationPaths,
  PushDevicesSchema,
  PushEndpointSchema,
  PushKeySchema,
  PushSubscriptionSchema,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationError } from '../../errors';
import { currentMember, memberRoutes } from '../accounts';
import { deviceCount, forgetSubscription, keepSubscription, loadSettings, saveSettings } from './settings';

/** Push notifications (issue 39): the server's key, each device's subscription, the member's settings. */
export const notificationRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { push } = app.deps;
  const tags = ['notifications'];

  app.get(notificationPaths.pushKey, {
    schema: {
      tags,
      summary: "The server's VAPID public key, to subscribe a browser to its push messages",
      response: { 200: PushKeySchema },
    },
    handler: async () => ({ public_key: push.publicKey }),
  });

  await app.register(
    memberRoutes({ tags, errors: [400] }, (member) => {
      member.put(notificationPaths.pushSubscription, {
        schema: {
          summary: "Keep this device's push subscription (a browser's PushSubscription.toJSON())",
          description:
            'The endpoint must be a known push service (Google, Mozilla, Apple, Microsoft) or one of PUSH_SERVICE_ORIGINS: the server posts to it. A device a member signed out of and another signed in on moves to the new member.',
          body: PushSubscriptionSchema,
          response: { 200: PushDevicesSchema },
        },
        handler: async (request) => {
          if (!push.allows(request.body.endpoint))
            throw validationError({ endpoint: ['server.push.unknownService'] });
          const { userId } = currentMember(request);
          await keepSubscription(db, userId, request.body);
          return { devices: await deviceCount(db, userId) };
        },
      });

      member.delete(notificationPaths.pushSubscription, {
        schema: {
          summary: "Forget this device's push subscription (notifications off here, or signing out)",
          body: PushEndpointSchema,
          response: { 200: PushDevicesSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await forgetSubscription(db, userId, request.body.endpoint);
          return { devices: await deviceCount(db, userId) };
        },
      });

      member.get(notificationPaths.settings, {
        schema: {
          summary: 'What the member wants to be told, when, and whether mail stands in for push',
          response: { 200: NotificationSettingsSchema },
        },
        handler: async (request) => loadSettings(db, currentMember(request).userId),
      });

      member.put(notificationPaths.settings, {
        schema: {
          summary: 'Change what the member is told: kinds, the workout reminder time, quiet hours, mail',
          body: NotificationSettingsSchema,
          response: { 200: NotificationSettingsSchema },
        },
        handler: async (request) => saveSettings(db, currentMember(request).userId, request.body),
      });
    }),
  );
};
