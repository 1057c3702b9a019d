import type { SQL } from 'drizzle-orm';

/**
 * What features read about a member together with the session, in the auth statement itself
 * (decision 0013): premium's paid-through date, the running rental and the items it lets the
 * member watch, the next moment a live class starts or ends. Kept with the session in the member
 * cache, so a member GET needs no statement of its own for them. Each feature reads its own keys
 * with a reader it exports; nobody else looks inside.
 */
export type MemberContext = Readonly<Record<string, unknown>>;

/**
 * A feature's part of the member context: SQL expressions over the member's row (they may name
 * `users.id`), read in the same statement as the session, and the moment (epoch ms) what they read
 * changes with time alone (a paid-through date, a rental's end), or null.
 */
export type ContextFields = {
  fields: Record<string, SQL>;
  until?: (context: MemberContext) => number | null;
};

/** Every feature's context fields, as the auth statement selects them. */
export type MemberContextShape = {
  fields: Record<string, SQL>;
  /** The first moment any part of the context changes with time alone (Infinity: none). */
  until: (context: MemberContext) => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    memberContext: MemberContextShape;
  }
}

export const memberContextShape = (parts: readonly (ContextFields | undefined)[]): MemberContextShape => {
  const present = parts.filter((part): part is ContextFields => part !== undefined);
  const fields: Record<string, SQL> = {};
  for (const part of present) {
    for (const [name, expression] of Object.entries(part.fields)) {
      if (name in fields) throw new Error(`member context field ${name} is declared twice`);
      fields[name] = expression;
    }
  }
  return {
    fields,
    until: (context) => {
      let first = Number.POSITIVE_INFINITY;
      for (const part of present) {
        const moment = part.until?.(context);
        if (typeof moment === 'number' && moment < first) first = moment;
      }
      return first;
    },
  };
};

/** A context value that is a moment (epoch milliseconds, as `epochMs` selects it), or null. */
export const contextMoment = (context: MemberContext, name: string): number | null => {
  const value = context[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
