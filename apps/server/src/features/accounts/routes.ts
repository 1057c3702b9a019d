import {
  apiPaths,
  ChangePasswordSchema,
  CreateProfileSchema,
  DestroyUserSchema,
  ErrorSchema,
  INVITE_MAILS_PER_DAY,
  InviteMailSchema,
  InvitesSchema,
  invitePaths,
  MAX_IMAGE_BYTES,
  MessageSchema,
  RecoverSchema,
  ResetPasswordSchema,
  SessionUserSchema,
  SignInSchema,
  SignUpRequestSchema,
  UpdateUserSchema,
  UserSchema,
  WeeklyGoalSchema,
} from '@studio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { receiveFile } from '../../lib/receive-file';
import { JSON_TYPE } from './cached-answer';
import { assertCurrentPassword, changePassword } from './change-password';
import { destroyMember } from './destroy-member';
import { loadInvites, mailInvite } from './invites';
import { loadMember } from './load-member';
import type { MemberContext } from './member-context';
import { type AccountsOptions, withExtensionFields } from './member-extensions';
import { createMemberProfile, updateWeeklyGoal } from './member-profile';
import { memberRoutes } from './member-routes';
import { requestPasswordReset, resetPassword } from './password-recovery';
import { type ProfileRow, presentUser, type UserRow } from './present';
import { registerMember } from './register-member';
import { createSession, currentMember, perMemberLimit, revokeSession } from './sessions';
import { signIn } from './sign-in';
import { updateMember } from './update-member';

const tags = ['accounts'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
const AVATAR_BODY_LIMIT = 15 * 1024 * 1024;

/** A multipart avatar upload becomes the same body as the JSON form: fields plus an image data URL. */
const multipartToBody = async (request: FastifyRequest): Promise<void> => {
  if (!request.isMultipart()) return;
  const { fields, file } = await receiveFile(request, {
    field: 'avatar',
    maxBytes: MAX_IMAGE_BYTES,
    required: false,
    messages: { tooLarge: 'shared.upload.imageTooLarge' },
  });
  request.body = {
    ...fields,
    ...(file && { avatar: `data:image/unknown;base64,${file.toString('base64')}` }),
  };
};

export const accountsRoutes = async (root: FastifyInstance, options: AccountsOptions): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, storage } = app.deps;
  const { db } = database;
  const extensions = options.extensions ?? [];
  // Counted after the body is read and checked (issue 33): bad input is refused without a count,
  // and changes nothing, not even the count kept in the database.
  const authRateLimit = {
    rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', hook: 'preHandler' as const },
  };
  const build = (user: UserRow, profile: ProfileRow | null, context: MemberContext) =>
    withExtensionFields(presentUser(user, profile, storage), db, extensions, context);
  const present = async (user: UserRow, profile: ProfileRow | null, context: MemberContext) =>
    (await build(user, profile, context)).user;
  // GET /me keeps its answer serialized in the member cache: a repeat call costs no query.
  const serializeUser = serializerCompiler({ schema: UserSchema, method: 'GET', url: apiPaths.me }) as (
    data: unknown,
  ) => string;
  /** The features' refusals of a change of the weekly goal and days (programs: while one runs). */
  const guardGoal = (userId: number) => async (tx: Db) => {
    for (const extension of extensions) await extension.guardWeeklyGoal?.({ db: tx, userId });
  };
  const me = async (userId: number) => {
    const { user, profile, context } = await loadMember(db, app.memberContext, userId);
    return present(user, profile, context);
  };

  app.post(apiPaths.register, {
    config: authRateLimit,
    schema: {
      tags,
      summary: 'Sign up; answers the user with a session token',
      body: SignUpRequestSchema,
      response: { 200: SessionUserSchema, ...errors },
    },
    handler: async (request) => {
      const user = await registerMember({ db, input: request.body });
      const token = await createSession({ db, userId: user.id, keepSession: request.body.keep_session });
      // A member made a moment ago has no subscription, rental or profile: an empty context.
      return { ...(await present(user, null, {})), token };
    },
  });

  app.post(apiPaths.login, {
    // Sent again after a lost answer, a sign-in makes one more session; the unanswered one is never
    // handed out and ends with its expiry: the member sees the effect of one sign-in (decision 0019).
    // Its answer holds the session's token, so it is never kept to be given again, and the key is
    // bound to the e-mail and options but not the password (no fast hash of a password is stored).
    config: { ...authRateLimit, idempotent: { unhashed: ['password'], replay: false } },
    schema: { tags, summary: 'Sign in', body: SignInSchema, response: { 200: SessionUserSchema, ...errors } },
    handler: async (request) => {
      const { email, password, keep_session, time_zone } = request.body;
      const user = await signIn({ db, email, password, timeZone: time_zone });
      const token = await createSession({ db, userId: user.id, keepSession: keep_session });
      return { ...(await me(user.id)), token };
    },
  });

  app.post(apiPaths.recovery, {
    config: authRateLimit,
    schema: {
      tags,
      summary: 'Mail a password reset link',
      body: RecoverSchema,
      response: { 200: MessageSchema, ...errors },
    },
    handler: async (request) => {
      await requestPasswordReset({ db, mail: app.mail, email: request.body.email });
      return { message: sayTo(request, 'common.account.recoverSuccess') };
    },
  });

  app.post(apiPaths.resetPassword, {
    config: authRateLimit,
    schema: {
      tags,
      summary: 'Set a new password from a reset link',
      body: ResetPasswordSchema,
      response: { 200: MessageSchema, ...errors },
    },
    handler: async (request) => {
      await resetPassword({ db, token: request.body.token, password: request.body.password });
      return { message: sayTo(request, 'server.account.passwordReset') };
    },
  });

  await app.register(
    memberRoutes({ tags, errors: [400, 404, 429] }, async (app) => {
      app.delete(apiPaths.logout, {
        schema: {
          summary: 'Sign out this session',
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          await revokeSession(db, currentMember(request).sessionId);
          return { message: sayTo(request, 'server.account.signedOut') };
        },
      });

      app.get(invitePaths.invites, {
        schema: {
          summary: "The member's invite code and link, and who signed up with it (issue 38)",
          response: { 200: InvitesSchema },
        },
        handler: async (request) => loadInvites(db, currentMember(request).userId, app.deps.config.publicUrl),
      });

      app.post(invitePaths.invites, {
        config: perMemberLimit(config.AUTH_RATE_LIMIT),
        schema: {
          summary: `Mail the member's invite link to a friend (not a member), at most ${INVITE_MAILS_PER_DAY} a day`,
          body: InviteMailSchema,
          response: { 200: InvitesSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await mailInvite(db, app.mail, userId, request.body.email);
          return loadInvites(db, userId, app.deps.config.publicUrl);
        },
      });

      app.get(apiPaths.me, {
        schema: { summary: 'The signed-in member', response: { 200: UserSchema } },
        handler: async (request, reply) => {
          const { user, profile, userId, context } = currentMember(request);
          reply.type(JSON_TYPE);
          const cached = app.memberCache.userBody(userId);
          // A string with a JSON type is sent as it is (already checked against UserSchema when built).
          if (cached !== undefined) return reply.send(cached as never);
          const stamp = request.memberStamp ?? app.memberCache.stamp();
          const built = await build(user, profile, context);
          const body = serializeUser(built.user);
          app.memberCache.putUserBody(userId, body, built.validUntil?.getTime() ?? Infinity, stamp);
          return reply.send(body as never);
        },
      });

      app.put('/api/v3/users/:id', {
        // Each avatar replaces a stored file: a member's changes come at a human rate (issue 14).
        config: perMemberLimit(config.PROFILE_UPDATE_LIMIT),
        bodyLimit: AVATAR_BODY_LIMIT,
        preValidation: multipartToBody,
        schema: {
          summary: 'Update the member (JSON, or multipart with an `avatar` png/jpeg file)',
          description:
            'As the spec, the avatar goes as a multipart `image/png` file beside the user fields (what the web ' +
            'app sends; an empty `birthday` field clears it). Departs from the spec (decision 0038): a JSON body ' +
            'with the avatar as an image data URL is accepted too, and either is png or jpeg by content, 10 MB ' +
            'at most, its metadata stripped.',
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: UpdateUserSchema,
          response: { 200: UserSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          if (request.params.id !== userId) throw notFound();
          await updateMember({ db, storage, userId, input: request.body });
          return me(userId);
        },
      });

      app.post(apiPaths.changePassword, {
        // Guessing the current password through a stolen session is limited like signing in.
        config: perMemberLimit(config.AUTH_RATE_LIMIT),
        schema: {
          summary: 'Change the password',
          description:
            'Departs from the spec (decision 0038): the body carries `current_password` as well, and a wrong ' +
            'one is a 400 naming it; the other sessions end.',
          body: ChangePasswordSchema,
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          const { userId, sessionId } = currentMember(request);
          const { password, current_password } = request.body;
          await changePassword({ db, userId, sessionId, password, currentPassword: current_password });
          return { message: sayTo(request, 'server.account.passwordChanged') };
        },
      });

      app.post(apiPaths.destroyUser, {
        config: perMemberLimit(config.AUTH_RATE_LIMIT),
        schema: {
          summary: 'Delete the account, its rows and its files (the current password confirms it)',
          description:
            'Departs from the spec (decision 0038): the body must carry `current_password`, so a client sending ' +
            'no body gets 400 naming it; a stolen session alone cannot delete an account.',
          body: DestroyUserSchema,
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          await assertCurrentPassword(db, currentMember(request).userId, request.body.current_password);
          await destroyMember({
            db,
            storage,
            userId: currentMember(request).userId,
            log: request.log,
            extensions,
          });
          return { message: sayTo(request, 'server.account.deleted') };
        },
      });

      app.post(apiPaths.profiles, {
        schema: {
          summary: 'Create the member profile at onboarding (a running program keeps its goal and days: 409)',
          body: CreateProfileSchema,
          response: { 200: UserSchema, 409: ErrorSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await createMemberProfile({ db, userId, input: request.body, guard: guardGoal(userId) });
          return me(userId);
        },
      });

      app.put(apiPaths.myProfile, {
        schema: {
          summary: 'Change the weekly goal and workout days together',
          description:
            'Departs from the spec (decision 0038): the goal is saved with its days, which must equal it, in one ' +
            'call; a running program keeps its own goal and days (409).',
          body: WeeklyGoalSchema,
          response: { 200: UserSchema, 409: ErrorSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await updateWeeklyGoal({ db, userId, input: request.body, guard: guardGoal(userId) });
          return me(userId);
        },
      });
    }),
  );
};
