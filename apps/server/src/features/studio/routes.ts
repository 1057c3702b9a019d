import {
  AuditPageSchema,
  GrantRoleSchema,
  StaffListSchema,
  StaffMemberSchema,
  StudioMeSchema,
  studioPaths,
} from '@studio/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type AccountsOptions, currentMember } from '../accounts';
import { analyticsRoutes } from './analytics-routes';
import { listAudit } from './audit';
import { challengesRoutes } from './challenges-routes';
import { dashboardRoutes } from './dashboard-routes';
import { filterRoutes } from './filters-routes';
import { studioGiftRoutes } from './gift-routes';
import { listsRoutes } from './lists-routes';
import { livesRoutes } from './lives-routes';
import { membersRoutes } from './members-routes';
import { offersRoutes } from './offers-routes';
import { phrasesRoutes } from './phrases-routes';
import { programsRoutes } from './programs-routes';
import { recipesRoutes } from './recipes-routes';
import { ownerSettingsRoutes, publicSettingsRoutes } from './settings-routes';
import { grantRole, listStaff } from './staff';
import { storefrontSettingsRoutes } from './storefront-routes';
import { currentStaff, studioRoutes } from './studio-routes';
import { trainersRoutes } from './trainers-routes';
import { workoutsRoutes } from './workouts-routes';

const coachRoutes = studioRoutes({ role: 'coach', errors: [] }, (app) => {
  app.get(studioPaths.me, {
    schema: { summary: 'The signed-in staff member and their role', response: { 200: StudioMeSchema } },
    handler: async (request) => {
      const { user } = currentMember(request);
      return { id: user.id, name: user.name, email: user.email, role: user.role };
    },
  });
});

const ownerRoutes = studioRoutes({ role: 'owner', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;

  app.get(studioPaths.staff, {
    schema: { summary: "The studio's coaches and owners", response: { 200: StaffListSchema } },
    handler: async () => ({ staff: await listStaff(db) }),
  });

  app.put(studioPaths.staff, {
    schema: {
      summary: 'Give a member a role (member takes it away); the studio keeps one owner at least',
      body: GrantRoleSchema,
      response: { 200: StaffMemberSchema },
    },
    handler: async (request) => grantRole(db, currentStaff(request), request.body),
  });

  app.get(studioPaths.audit, {
    schema: {
      summary: 'What staff changed, newest first, 50 at a time',
      querystring: z.object({ before: z.coerce.number().int().positive().optional() }),
      response: { 200: AuditPageSchema },
    },
    handler: async (request) => listAudit(db, request.query.before),
  });
});

/** The studio console's API (issue 17); `extensions` undo what a deleted member leaves elsewhere. */
export const studioApiRoutes: FastifyPluginAsync<AccountsOptions> = async (app, { extensions = [] }) => {
  await app.register(coachRoutes);
  await app.register(ownerRoutes);
  await app.register(offersRoutes);
  await app.register(challengesRoutes);
  await app.register(dashboardRoutes);
  await app.register(analyticsRoutes);
  await app.register(livesRoutes);
  await app.register(workoutsRoutes);
  await app.register(programsRoutes);
  await app.register(recipesRoutes);
  await app.register(trainersRoutes);
  await app.register(listsRoutes);
  await app.register(phrasesRoutes);
  await app.register(filterRoutes);
  await app.register(membersRoutes, { extensions });
  await app.register(publicSettingsRoutes);
  await app.register(ownerSettingsRoutes);
  await app.register(storefrontSettingsRoutes);
  await app.register(studioGiftRoutes);
};
