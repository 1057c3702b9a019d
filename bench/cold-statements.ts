/**
 * SQL statements of each page-load GET when the member cache holds nothing for it (issue 13, DESIGN
 * 6: at most two round trips, each prepared; decision 0013): each request follows a change of the
 * member's rows, and the session is read again too. In process (app.inject), on PGlite or on the
 * PostgreSQL of DATABASE_URL; the load figures of the same GETs are in bench/hot-path.ts.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client';
import { pageLoadPaths } from './hot-path';

export const benchColdStatements = async ({
  app,
  db,
  userId,
  headers,
  statements,
}: {
  app: FastifyInstance;
  db: Db;
  userId: number;
  headers: Record<string, string>;
  statements: () => number;
}) => {
  const get = async (path: string) =>
    (await app.inject({ method: 'GET', url: path, headers })).json() as Record<string, unknown>;
  console.log('\nPage-load GETs with nothing cached (each the first after a change of the member):');
  for (const [name, path] of await pageLoadPaths(get)) {
    await db.execute(sql`update users set name = name where id = ${userId}`);
    const before = statements();
    const response = await app.inject({ method: 'GET', url: path, headers });
    const count = statements() - before;
    const verdict =
      response.statusCode !== 200 ? `answers ${response.statusCode}` : count <= 2 ? 'MET' : 'NOT MET';
    console.log(`  ${name.padEnd(40)} ${count} SQL statements (goal ≤ 2) ${verdict}`);
  }
};
