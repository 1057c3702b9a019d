import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Cell, SEEDED_TABLES, type SeededTable } from './tables';

/** Bytes gathered per table before a write to its COPY stream. */
const CHUNK = 256 * 1024;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One cell in COPY's text format. */
const cell = (value: Cell): string => {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] as string) : value;
};

type TableCopy = { client: pg.Client; stream: Writable; buffer: string; rows: number };

export type Copies = {
  emit: (table: SeededTable, row: Cell[]) => void;
  /** Resolves once every stream has taken what it was given (call between batches of rows). */
  drain: () => Promise<void>;
  /** Ends every COPY; resolves with the rows each table received. */
  end: () => Promise<Record<SeededTable, number>>;
};

/**
 * A COPY FROM STDIN per seeded table, each on its own connection, run side by side while one
 * generator feeds them. Each connection sets `session_replication_role = replica`: no trigger
 * (the change feed's notifications, foreign-key checks) runs for the bulk rows; the seed checks
 * what those would have (the indexes it builds again are the unique ones too).
 */
export const openCopies = async (url: string): Promise<Copies> => {
  const tables = Object.keys(SEEDED_TABLES) as SeededTable[];
  const copies = new Map<SeededTable, TableCopy>();
  for (const table of tables) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`set session_replication_role = replica`);
    const columns = SEEDED_TABLES[table].map((c) => `"${c}"`).join(', ');
    const stream = client.query(copyFrom(`copy "${table}" (${columns}) from stdin`));
    copies.set(table, { client, stream, buffer: '', rows: 0 });
  }
  let failure: unknown = null;
  for (const copy of copies.values()) copy.stream.on('error', (error) => (failure ??= error));
  const pending = new Set<Promise<unknown>>();
  const flush = (copy: TableCopy) => {
    if (copy.buffer.length === 0) return;
    const ok = copy.stream.write(copy.buffer);
    copy.buffer = '';
    if (!ok) {
      const wait = once(copy.stream, 'drain');
      pending.add(wait);
      const forget = () => pending.delete(wait);
      wait.then(forget, forget);
    }
  };
  return {
    emit: (table, row) => {
      const copy = copies.get(table) as TableCopy;
      let line = cell(row[0] ?? null);
      for (let i = 1; i < row.length; i += 1) line += `\t${cell(row[i] ?? null)}`;
      copy.buffer += `${line}\n`;
      copy.rows += 1;
      if (copy.buffer.length >= CHUNK) flush(copy);
    },
    drain: async () => {
      while (pending.size > 0 && failure === null) await Promise.race([...pending]).catch(() => {});
      if (failure !== null) throw failure;
    },
    end: async () => {
      if (failure !== null) throw failure;
      const counts = {} as Record<SeededTable, number>;
      await Promise.all(
        [...copies].map(async ([table, copy]) => {
          flush(copy);
          copy.stream.end();
          await finished(copy.stream);
          await copy.client.end();
          counts[table] = copy.rows;
        }),
      );
      return counts;
    },
  };
};
