import { MemberExportAnswerSchema, memberExportPaths } from '@studio/shared';
import { currentMember, memberRoutes } from '../accounts';
import { latestExport, presentExport, requestExport } from './member-exports';

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

  app.post(memberExportPaths.exports, {
    schema: {
      summary: 'Start an export of my data (one at a time: asking again answers the one being prepared)',
      response: { 200: MemberExportAnswerSchema },
    },
    handler: async (request) => {
      const { row } = await requestExport({ db, jobs: app.jobs, userId: currentMember(request).userId });
      return { export: presentExport(storage, row) };
    },
  });
});
