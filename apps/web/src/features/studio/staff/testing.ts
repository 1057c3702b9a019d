import type { AuditEntry, StaffMember } from '@studio/shared';

/** Test data of the staff and audit pages (tests only), shaped as the server answers. */

export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  name: 'Olive',
  last_name: 'Owner',
  email: 'olive@example.com',
  role: 'owner',
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 71,
  at: '2026-11-25T09:30:00.000Z',
  actor: { id: 1, email: 'olive@example.com' },
  action: 'staff.role',
  target: 'user:8',
  before: { email: 'cora@example.com', role: 'member' },
  after: { email: 'cora@example.com', role: 'coach' },
  ...overrides,
});
