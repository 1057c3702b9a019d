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
