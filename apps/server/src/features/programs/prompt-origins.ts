import { isNotNull } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';

/** The https origins of the programs' completion prompts (a studio's form elsewhere, spec M2). */
const loadPromptOrigins = async (db: Db): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ url: programs.completion_prompt_url })
    .from(programs)
    .where(isNotNull(programs.completion_prompt_url));
  const origins = new Set<string>();
  for (const { url } of rows) {
    try {
      const parsed = new URL(url ?? '');
      if (parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // A prompt that is no URL frames nothing.
    }
  }
  return [...origins].sort();
};

/** How long a page waits for the origins before it takes the last ones known (a database away). */
const READ_WAIT_MS = 1_000;

/**
 * What the app's pages may frame for completion prompts, read once and again after any change of
 * the catalogue (the change feed's "all"), so the CSP names these origins and no others (issue 14).
 * A page never waits on a database that is away: past a second it takes the last origins read.
 */
export const promptOrigins = (db: Db, changes: ChangeFeed): (() => Promise<readonly string[]>) => {
  let current: Promise<string[]> | null = null;
  let last: readonly string[] = [];
  changes.subscribe({
    change: (change) => {
      if (change === 'all') current = null;
    },
    reset: () => {
      current = null;
    },
  });
  return () => {
    current ??= loadPromptOrigins(db).then(
      (origins) => {
        last = origins;
        return origins;
      },
      (error: unknown) => {
        current = null;
        throw error;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<readonly string[]>((resolve) => {
      timer = setTimeout(() => resolve(last), READ_WAIT_MS);
    });
    return Promise.race([current, waited]).finally(() => clearTimeout(timer));
  };
};
