import {
  ErrorSchema,
  MAX_EXPORTS_PER_DAY,
  MemberExportAnswerSchema,
  memberExportMessages,
  memberExportPaths,
} from '@studio/shared';
import { AppError } from '../../errors';
import { secondsOverLimit } from '../../lib/rate-limit';
import { currentMember, memberRoutes } from '../accounts';
import {
  exportInProgress,
  exportRunning,
  latestExport,
  presentExport,
  requestExport,
} from './member-exports';

/** Export my data (issue 19, decision 0033): the member's latest export, and asking for one. */
export const memberExportRoutes = memberRoutes({ tags: ['profile'], errors: [] }, async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  app.get(memberExportPaths.exports, {
    schema: {
      summary: "The member's latest export: being prepared, or ready with its signed, expiring link",
      response: { 200: MemberExportAnswerSchema },
    },
    handler: async (request) => {
      const row = await latestExport(db, currentMember(request).userId);
      return { export: row ? presentExport(storage, row) : null };
    },
  });

  // Each export copies every photo (up to 500 MB): a few a day (issue 33), counted where every
  // process sees them.
  const overDailyLimit = secondsOverLimit(app, {
    max: MAX_EXPORTS_PER_DAY,
    timeWindow: '1 day',
    key: (request) => `member-export member:${currentMember(request).userId}`,
  });

  app.post(memberExportPaths.exports, {
    schema: {
      summary: 'Start an export of my data',
      description: `One at a time: while one is being prepared, asking again answers 409 \`export_in_progress\` and starts nothing. At most ${MAX_EXPORTS_PER_DAY} a day: past that, 429 \`export_limit\` with \`Retry-After\` (decision 0036).`,
      response: { 200: MemberExportAnswerSchema, 409: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const { userId } = currentMember(request);
      // Refused before it is counted: a second click does not use up the day's exports.
      if (await exportInProgress(db, userId)) throw exportRunning();
      const wait = await overDailyLimit(request);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError('export_limit', memberExportMessages.dailyLimit);
      }
      const row = await requestExport({ db, jobs: app.jobs, userId });
      return { export: presentExport(storage, row) };
    },
  });
});
