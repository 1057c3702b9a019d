import {
  DeleteMemberSchema,
  GrantProgramSchema,
  MemberQuerySchema,
  MemberSearchSchema,
  MessageSchema,
  memberMessages,
  RefundSchema,
  StudioMemberSchema,
  studioPaths,
} from '@studio/shared';
import { AppError, validationError } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { idParams } from '../../lib/route-params';
import { type AccountsOptions, destroyMember, requestPasswordReset } from '../accounts';
import { cancelSubscription, guardGateway } from '../billing';
import { findProgram, grantProgram } from '../programs';
import { audited } from './audit';
import { loadMember, refundPayment, searchMembers } from './members';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * Members (issue 17, owner): search, one member's page, and help: a reset link, a cancellation, the
 * account's deletion (as the member's own: every feature undoes what it keeps, files go too).
 */
export const membersRoutes = studioRoutes<AccountsOptions>(
  { role: 'owner', errors: [400, 404, 409] },
  (app, { extensions = [] }) => {
    const { db } = app.deps.database;
    const currency = app.deps.config.STUDIO_CURRENCY;
    const gateway = guardGateway(app.deps.payments, app.log);

    app.get(studioPaths.members, {
      schema: {
        summary: 'Members whose name or e-mail holds the search, newest first',
        querystring: MemberQuerySchema,
        response: { 200: MemberSearchSchema },
      },
      handler: async (request) => searchMembers(db, request.query.q),
    });

    app.get(studioPaths.member(':id'), {
      schema: {
        summary: "A member's subscription and its history, payments, programs and last activity",
        params: idParams,
        response: { 200: StudioMemberSchema },
      },
      handler: async (request) => loadMember(db, request.params.id, currency),
    });

    app.post(studioPaths.memberReset(':id'), {
      schema: {
        summary: 'Mail the member a password reset link (as if they had asked for one)',
        params: idParams,
        response: { 200: MessageSchema },
      },
      handler: async (request) => {
        const member = await loadMember(db, request.params.id, currency);
        // The reset (its token and its mail job) and the audit entry commit together.
        await audited(db, currentStaff(request), async (tx) => {
          await requestPasswordReset({
            db: tx,
            mail: app.mail,
            email: member.email,
          });
          return {
            action: 'member.reset_link',
            target: `member:${member.id}`,
            after: { email: member.email },
            answer: null,
          };
        });
        return { message: sayTo(request, memberMessages.resetSent) };
      },
    });

    app.post(studioPaths.memberCancel(':id'), {
      schema: {
        summary: "Cancel the member's subscription: nothing more is billed; premium lasts the paid period",
        params: idParams,
        response: { 200: StudioMemberSchema },
      },
      handler: async (request) => {
        const before = await loadMember(db, request.params.id, currency);
        return audited(db, currentStaff(request), async (tx) => {
          await cancelSubscription({
            db: tx,
            gateway,
            userId: before.id,
            mail: app.mail,
          });
          const after = await loadMember(tx, before.id, currency);
          return {
            action: 'member.cancel_subscription',
            target: `member:${before.id}`,
            before: before.subscription,
            after: after.subscriptions.find((s) => s.id === before.subscription?.id) ?? null,
            answer: after,
          };
        });
      },
    });

    app.post(studioPaths.memberDelete(':id'), {
      schema: {
        summary: "Delete a member's account (typing their e-mail confirms it); staff keep theirs",
        params: idParams,
        body: DeleteMemberSchema,
        response: { 200: MessageSchema },
      },
      handler: async (request) => {
        const member = await loadMember(db, request.params.id, currency);
        if (request.body.email.trim().toLowerCase() !== member.email) {
          throw validationError({ email: [memberMessages.confirmEmail] });
        }
        if (member.role !== 'member') throw new AppError('conflict', memberMessages.staffNotDeleted);
        await audited(db, currentStaff(request), async (tx) => {
          await destroyMember({
            db: tx,
            storage: app.deps.storage,
            userId: member.id,
            log: request.log,
            extensions,
          });
          return {
            action: 'member.delete',
            target: `member:${member.id}`,
            before: { email: member.email, name: `${member.name} ${member.last_name}` },
            answer: null,
          };
        });
        return { message: sayTo(request, memberMessages.deleted) };
      },
    });

    app.post(studioPaths.memberRefund(':id'), {
      schema: {
        summary: "Refund one of the member's payments (voided if not settled yet); a refunded program ends",
        params: idParams,
        body: RefundSchema,
        response: { 200: StudioMemberSchema },
      },
      handler: async (request) => {
        const member = await loadMember(db, request.params.id, currency);
        return audited(db, currentStaff(request), async (tx) => {
          const refund = await refundPayment(
            tx,
            { gateway, mail: app.mail },
            member.id,
            request.body.payment,
            currency,
          );
          return {
            action: 'member.refund',
            target: `member:${member.id}`,
            before: member.payments.find((p) => p.key === request.body.payment) ?? null,
            after: refund,
            answer: await loadMember(tx, member.id, currency),
          };
        });
      },
    });

    app.post(studioPaths.memberGrantProgram(':id'), {
      schema: {
        summary: 'Give the member a program, free: one running program at a time, as for a purchase',
        params: idParams,
        body: GrantProgramSchema,
        response: { 200: StudioMemberSchema },
      },
      handler: async (request) => {
        const member = await loadMember(db, request.params.id, currency);
        const { program } = await findProgram(db, member.id, Number(request.body.program_id));
        return audited(db, currentStaff(request), async (tx) => {
          const rental = await grantProgram(tx, member.id, program);
          return {
            action: 'member.grant_program',
            target: `member:${member.id}`,
            after: { program: program.title, starts_at: rental.starts_at, ends_at: rental.ends_at },
            answer: await loadMember(tx, member.id, currency),
          };
        });
      },
    });
  },
);
