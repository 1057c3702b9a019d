import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client';

/**
 * A member GET as the first after a change (decision 0010): the member cache cannot answer it.
 * Answers the response, its time in process (app.inject) and the SQL statements it sent.
 */
export const coldGet = async ({
  app,
  db,
  statements,
  url,
  headers,
}: {
  app: FastifyInstance;
  db: Db;
  statements: () => number;
  url: string;
  headers: Record<string, string>;
}) => {
  // NOTIFY, not select pg_notify(): the pool waits for a write's notification, not a select's.
  await db.execute(sql.raw("notify studio_member_changed, '*'"));
  const before = statements();
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url, headers });
  return { response, ms: Number(process.hrtime.bigint() - started) / 1e6, statements: statements() - before };
};
