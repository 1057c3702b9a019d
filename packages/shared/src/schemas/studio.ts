import { z } from 'zod/mini';
import { whenMissing } from './errors';
import { emailField } from './fields';

/**
 * The studio console (issue 17): who may run the studio, and the record of what they changed.
 * `member` is everyone; a `coach` runs the catalogue, schedule, recipes and programs; an `owner`
 * all of a coach's work plus offers, members, payments, staff and the dashboard.
 */
export const STAFF_ROLES = ['member', 'coach', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role may do besides its own: an owner may do whatever a coach may. */
export const roleAtLeast = (role: StaffRole, needed: Exclude<StaffRole, 'member'>): boolean =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);

export const studioPaths = {
  /** The signed-in staff member: their role (a member is refused). */
  me: '/api/v4/studio/me',
  staff: '/api/v4/studio/staff',
  audit: '/api/v4/studio/audit',
  lives: '/api/v4/studio/lives',
  live: (id: number | string) => `/api/v4/studio/lives/${id}`,
  cancelLive: (id: number | string) => `/api/v4/studio/lives/${id}/cancel`,
  /** A new stream key for the class (issue 37): the old one no longer streams. */
  liveStreamKey: (id: number | string) => `/api/v4/studio/lives/${id}/stream_key`,
  members: '/api/v4/studio/members',
  member: (id: number | string) => `/api/v4/studio/members/${id}`,
  memberReset: (id: number | string) => `/api/v4/studio/members/${id}/password_reset`,
  memberCancel: (id: number | string) => `/api/v4/studio/members/${id}/cancel_subscription`,
  memberDelete: (id: number | string) => `/api/v4/studio/members/${id}/delete`,
  memberRefund: (id: number | string) => `/api/v4/studio/members/${id}/refund`,
  memberGrantProgram: (id: number | string) => `/api/v4/studio/members/${id}/grant_program`,
  offers: '/api/v4/studio/offers',
  premiumOffers: '/api/v4/studio/offers/premium',
  programOffers: '/api/v4/studio/offers/program',
  premiumOfferState: (id: number | string) => `/api/v4/studio/offers/premium/${id}/state`,
  programOfferState: (id: number | string) => `/api/v4/studio/offers/program/${id}/state`,
  /** The owner's dashboard: `?days=7|30|90`. */
  dashboard: '/api/v4/studio/dashboard',
  /** The owner's cohorts (issue 40): `?months=6|12|24|36`; `.csv` the same as a CSV file. */
  analyticsCohorts: '/api/v4/studio/analytics/cohorts',
  analyticsCohortsCsv: '/api/v4/studio/analytics/cohorts.csv',
  programs: '/api/v4/studio/programs',
  program: (id: number | string) => `/api/v4/studio/programs/${id}`,
  programVisibility: (id: number | string) => `/api/v4/studio/programs/${id}/visibility`,
  /** The workouts a program's day may be. */
  programWorkouts: '/api/v4/studio/program_workouts',
} as const;

export const studioMessages = {
  staffOnly: 'studio.schema.staff.staffOnly',
  ownerOnly: 'studio.schema.staff.ownerOnly',
  roleRequired: 'studio.schema.staff.roleRequired',
  roleInvalid: 'studio.schema.staff.roleInvalid',
  noSuchMember: 'studio.schema.staff.noSuchMember',
  lastOwner: 'studio.schema.staff.lastOwner',
  roleSaved: 'studio.schema.staff.roleSaved',
} as const;

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: (issue) => whenMissing(studioMessages.roleRequired)(issue) ?? studioMessages.roleInvalid,
});

export const StudioMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
});
export type StudioMe = z.output<typeof StudioMeSchema>;

export const StaffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.output<typeof StaffMemberSchema>;
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });

/** PUT staff: give a member a role (`member` takes the role away). */
export const GrantRoleSchema = z.object({
  email: emailField(),
  role: StaffRoleSchema,
});
export type GrantRole = z.output<typeof GrantRoleSchema>;

/** One change a staff member made: who, what, when, and the thing before and after. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who did it: a staff member, or null for the command line (or a deleted account). */
  actor: z.nullable(z.object({ id: z.nullable(z.number()), email: z.string() })),
  action: z.string(),
  target: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: z.nullable(z.number()),
});
export type AuditPage = z.output<typeof AuditPageSchema>;
