import type { z } from 'zod/mini';

/** A zod error as the `errors` map of DESIGN 3: field → messages, nested paths under their first key. */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
};
