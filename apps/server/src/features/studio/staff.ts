import { type GrantRole, type StaffMember, studioMessages } from '@studio/shared';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type Actor, recordAudit } from './audit';

const staffColumns = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
  role: users.role,
};

/** The studio's coaches and owners, owners first, then by name. */
export const listStaff = async (db: Db): Promise<StaffMember[]> =>
  db
    .select(staffColumns)
    .from(users)
    .where(ne(users.role, 'member'))
    .orderBy(sql`${users.role} = 'coach'`, asc(users.name), asc(users.last_name), asc(users.id));

/**
 * Gives the member with this e-mail a role (`member` takes it away), with an audit entry; `actor`
 * null is the command line. The studio's owners are locked first, so two owners demoting each
 * other at once cannot leave the studio without one: the second sees the first's change and is
 * refused.
 */
export const grantRole = async (db: Db, actor: Actor, { email, role }: GrantRole): Promise<StaffMember> =>
  db.transaction(async (tx) => {
    const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).for('update');
    // The actor's role was checked on request; under the lock it is checked again: an owner
    // demoted a moment ago (by another owner, at the same time) no longer grants anything.
    if (actor && !owners.some((o) => o.id === actor.id)) {
      throw new AppError('forbidden', studioMessages.ownerOnly);
    }
    const [member] = await tx
      .select(staffColumns)
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!member) throw notFound(studioMessages.noSuchMember);
    if (member.role === role) return member;
    if (member.role === 'owner' && owners.length <= 1) {
      throw new AppError('conflict', studioMessages.lastOwner);
    }
    await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, member.id));
    await recordAudit(tx, actor, {
      action: 'staff.role',
      target: `member:${member.id}`,
      before: { email: member.email, role: member.role },
      after: { email: member.email, role },
    });
    return { ...member, role };
  });
