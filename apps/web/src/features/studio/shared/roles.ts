import { type MessageId, STAFF_ROLES, type StaffRole } from '@studio/shared';

/** A role as a word in a line or a badge ("coach"), each a whole key (issue 35). */
const ROLE_WORDS: Record<StaffRole, MessageId> = {
  member: 'studio.role.member',
  coach: 'studio.role.coach',
  owner: 'studio.role.owner',
};

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The key of `role`'s word; a role the app does not know (none yet) reads as a member's. */
export const roleWord = (role: string): MessageId => ROLE_WORDS[isStaffRole(role) ? role : 'member'];
