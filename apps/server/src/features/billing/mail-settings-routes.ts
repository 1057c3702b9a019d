import { MailSettingsSchema, mailSettingsPaths } from '@studio/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { currentMember, memberRoutes } from '../accounts';

/** Which mails a member wants (issue 18): reminders may be turned off; receipts always go. */
export const mailSettingsRoutes = memberRoutes({ tags: ['billing'], errors: [400] }, (app) => {
  const { db } = app.deps.database;
  const settingsOf = async (userId: number) => {
    const [row] = await db
      .select({ reminders: users.reminder_mails })
      .from(users)
      .where(eq(users.id, userId));
    return { reminders: row?.reminders ?? true };
  };

  app.get(mailSettingsPaths.settings, {
    schema: { summary: 'Which mails the member wants', response: { 200: MailSettingsSchema } },
    handler: async (request) => settingsOf(currentMember(request).userId),
  });

  app.put(mailSettingsPaths.settings, {
    schema: {
      summary: 'Turn reminder mails (trial, grace period and pause ending soon) on or off',
      body: MailSettingsSchema,
      response: { 200: MailSettingsSchema },
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      await db.update(users).set({ reminder_mails: request.body.reminders }).where(eq(users.id, userId));
      return settingsOf(userId);
    },
  });
});
