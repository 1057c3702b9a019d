import type { Db } from './client';

/**
 * A statement built once per database and prepared under its name (DESIGN 6: a member GET is at
 * most two round trips, each prepared; nothing per request is rebuilt that could be built once).
 * Its values are `sql.placeholder`s, given at `execute`.
 */
export const preparedOnce = <Q>(build: (db: Db) => Q): ((db: Db) => Q) => {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
};

/**
 * The children of a parent read with it in one statement through a left join: a row a child (one
 * row with none when it has none), each child without the key the statement ordered them by.
 */
export const childrenOf = <R, C extends Record<string, unknown>, K extends keyof C>(
  rows: readonly R[],
  child: (row: R) => C | null,
  orderKey: K,
): Omit<C, K>[] =>
  rows.flatMap((row) => {
    const found = child(row);
    if (!found) return [];
    const { [orderKey]: _, ...rest } = found;
    return [rest];
  });
