import { z } from 'zod/mini';
import { idValue } from './fields';

/**
 * The console's members (issue 17, owner): search by name or e-mail, one member's page (their
 * subscription and its history, payments, programs bought, last activity), and what an owner may
 * do for them. No answer carries card data.
 */
export const MEMBER_SEARCH_LIMIT = 50;
export const MAX_MEMBER_QUERY = 100;

export const memberMessages = {
  queryTooLong: 'studio.schema.member.queryTooLong',
  memberUnknown: 'studio.schema.member.memberUnknown',
  resetSent: 'studio.schema.member.resetSent',
  subscriptionCanceled: 'studio.schema.member.subscriptionCanceled',
  confirmEmail: 'studio.schema.member.confirmEmail',
  staffNotDeleted: 'studio.schema.member.staffNotDeleted',
  deleted: 'studio.schema.member.deleted',
  paymentInvalid: 'studio.schema.member.paymentInvalid',
  paymentUnknown: 'studio.schema.member.paymentUnknown',
  alreadyRefunded: 'studio.schema.member.alreadyRefunded',
  notRefundable: 'studio.schema.member.notRefundable',
  storeRefund: 'studio.schema.member.storeRefund',
  refunded: 'studio.schema.member.refunded',
  programRequired: 'studio.schema.member.programRequired',
} as const;

export const MemberQuerySchema = z.object({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(MAX_MEMBER_QUERY, { error: memberMessages.queryTooLong })),
    '',
  ),
});

export const MemberRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
  premium: z.boolean(),
  role: z.string(),
});
export type MemberRow = z.output<typeof MemberRowSchema>;

export const MemberSearchSchema = z.object({
  members: z.array(MemberRowSchema),
  /** More members match than are listed: say more in the search. */
  more: z.boolean(),
});
export type MemberSearch = z.output<typeof MemberSearchSchema>;

const SubscriptionEntrySchema = z.object({
  id: z.number(),
  plan: z.string(),
  status: z.string(),
  /** What each period costs, e.g. "143.88". */
  price: z.string(),
  created_at: z.string(),
  trial_ends_at: z.nullable(z.string()),
  paid_through: z.string(),
  canceled_at: z.nullable(z.string()),
  provider: z.string(),
});

const PaymentEntrySchema = z.object({
  /** `premium:12` or `program:4`: which table it is of. */
  key: z.string(),
  what: z.string(),
  amount: z.string(),
  /** settled, failed, or refunded. */
  status: z.string(),
  at: z.string(),
  /** An owner may give it back (a settled card payment, not refunded yet). */
  refundable: z.boolean(),
});

const ProgramEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  price: z.string(),
});

export const StudioMemberSchema = z.object({
  ...MemberRowSchema.shape,
  time_zone: z.string(),
  /** The subscription that can still bill, if any. */
  subscription: z.nullable(SubscriptionEntrySchema),
  subscriptions: z.array(SubscriptionEntrySchema),
  payments: z.array(PaymentEntrySchema),
  programs: z.array(ProgramEntrySchema),
  last_sign_in: z.nullable(z.string()),
  last_workout: z.nullable(z.string()),
  /** The programs on offer, which an owner may give. */
  programs_on_offer: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type StudioMember = z.output<typeof StudioMemberSchema>;

/** Deleting a member's account: the owner types the member's e-mail, as a deliberate act. */
export const DeleteMemberSchema = z.object({
  email: z.string({
    error: (issue) => (issue.input === undefined ? memberMessages.confirmEmail : undefined),
  }),
});

/** Refunding one of the member's payments, named by its `key` (`premium:12`, `program:4`). */
export const RefundSchema = z.object({
  payment: z
    .string({ error: memberMessages.paymentInvalid })
    .check(z.regex(/^(premium|program):\d{1,15}$/, { error: memberMessages.paymentInvalid })),
});

/** Giving the member a program (no charge): which one. */
export const GrantProgramSchema = z.object({
  program_id: z
    .union([idValue(), z.literal('')], { error: memberMessages.programRequired })
    .check(z.refine((value) => value !== '', { error: memberMessages.programRequired })),
});
