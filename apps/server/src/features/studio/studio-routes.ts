import { roleAtLeast, type StaffRole, studioMessages } from '@studio/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { currentMember, type ErrorStatus, memberRoutes, type ZodApp } from '../accounts';

export type ConsoleRole = Exclude<StaffRole, 'member'>;

/** The OpenAPI tag of a console route: says who may call it (the 403 sweep reads it). */
export const consoleTag = (role: ConsoleRole) => `studio: ${role}`;

/** The staff member behind a console request (the role was checked on request). */
export const currentStaff = (request: FastifyRequest) => {
  const member = currentMember(request);
  return { id: member.userId, email: member.email, role: member.user.role };
};

/**
 * The studio console's routes (issue 17): member routes (`memberRoutes`: the same sign-in hook, error
 * schema and security), tagged with the role that may call them and refused with 403 unless the
 * member's role is `role` or above, on request, before the body is read. The role is the one the
 * session's cached member carries: a change of role reaches every process through the member
 * change feed (decision 0010), so a revoked coach is refused on their next request.
 */
export const studioRoutes = <Options extends object = Record<never, never>>(
  scope: { role: ConsoleRole; errors: ErrorStatus[] },
  routes: (app: ZodApp, options: Options) => Promise<void> | void,
): FastifyPluginAsync<Options> =>
  memberRoutes<Options>(
    { tags: [consoleTag(scope.role)], errors: [403, ...scope.errors] },
    async (app, options) => {
      app.addHook('onRequest', async (request) => {
        const { role } = currentMember(request).user;
        if (!roleAtLeast(role, scope.role)) {
          throw new AppError(
            'forbidden',
            roleAtLeast(role, 'coach') ? studioMessages.ownerOnly : studioMessages.staffOnly,
          );
        }
      });
      await routes(app, options);
    },
  );
