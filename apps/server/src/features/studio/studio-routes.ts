import { ErrorSchema, roleAtLeast, type StaffRole, studioMessages } from '@studio/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { authenticate, currentMember, type ErrorStatus, type ZodApp } from '../accounts';

export type ConsoleRole = Exclude<StaffRole, 'member'>;

/** The OpenAPI tag of a console route: says who may call it (the 403 sweep reads it). */
export const consoleTag = (role: ConsoleRole) => `studio: ${role}`;

const SECURITY = [{ memberEmail: [], memberToken: [] }];

/** The staff member behind a console request (the role was checked on request). */
export const currentStaff = (request: FastifyRequest) => {
  const member = currentMember(request);
  return { id: member.userId, email: member.email, role: member.user.role };
};

/**
 * The studio console's routes (issue 17): signed in like a member's, then refused with 403 unless
 * the member's role is `role` or above, on request, before the body is read. The role is the one
 * the session's cached member carries: a change of role reaches every process through the member
 * change feed (decision 0010), so a revoked coach is refused on their next request.
 */
export const studioRoutes =
  <Options extends object = Record<never, never>>(
    scope: { role: ConsoleRole; errors: ErrorStatus[] },
    routes: (app: ZodApp, options: Options) => Promise<void> | void,
  ): FastifyPluginAsync<Options> =>
  async (root, options) => {
    const errors = Object.fromEntries([401, 403, ...scope.errors].map((status) => [status, ErrorSchema]));
    root.addHook('onRoute', (route) => {
      route.schema = {
        tags: [consoleTag(scope.role)],
        security: SECURITY,
        ...route.schema,
        response: { ...errors, ...(route.schema?.response as object | undefined) },
      };
    });
    root.addHook('onRequest', authenticate);
    root.addHook('onRequest', async (request) => {
      const { role } = currentMember(request).user;
      if (!roleAtLeast(role, scope.role)) {
        throw new AppError(
          'forbidden',
          roleAtLeast(role, 'coach') ? studioMessages.ownerOnly : studioMessages.staffOnly,
        );
      }
    });
    await routes(root.withTypeProvider(), options);
  };
