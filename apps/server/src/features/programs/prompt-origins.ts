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

/**
 * What the app's pages may frame for completion prompts, read once and again after any change of
 * the catalogue (the change feed's "all"), so the CSP names these origins and no others (issue 14).
 */
export const promptOrigins = (db: Db, changes: ChangeFeed): (() => Promise<readonly string[]>) => {
  let current: Promise<string[]> | null = null;
  changes.subscribe({
    change: (change) => {
      if (change === 'all') current = null;
    },
    reset: () => {
      current = null;
    },
  });
  return () => {
    current ??= loadPromptOrigins(db).catch((error: unknown) => {
      current = null;
      throw error;
    });
    return current;
  };
};
