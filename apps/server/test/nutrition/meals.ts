import { type Program, programPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { buyPremium } from '../billing/billing';
import { query, type TestApp, type TestMember } from '../helper';
import { type CatalogInput, importSample, recipe, sampleCatalog } from '../library/catalog';

/**
 * The sample catalogue with recipes to plan from (issue 6): Strong start lists eight of them; the
 * plant diet (1) has every meal type, and so does the meat diet (2), whose only lunch is the stew
 * (each diet a program offers must cover every meal type, decision 0024). Quick lists none.
 */
export const mealCatalog = (): CatalogInput => {
  const base = sampleCatalog();
  return {
    ...base,
    items: [
      ...base.items,
      recipe('toast', 'breakfast', [1, 2]),
      recipe('eggs', 'breakfast', [2]),
      recipe('bites', 'snack', [1, 2]),
      recipe('tacos', 'dinner', [1, 2]),
      recipe('chili', 'dinner', [2]),
      recipe('stew', 'lunch', [2]),
    ],
    programs: base.programs.map((program) =>
      program.key === 'strong-start'
        ? {
            ...program,
            tips_url: 'https://studio.example/tips/strong-start',
            recipes: ['oats', 'toast', 'eggs', 'salad', 'bites', 'tacos', 'chili', 'stew'],
          }
        : program,
    ),
  };
};

export const importMealCatalog = (t: TestApp) => importSample(t, mealCatalog());

export const programByKey = async (t: TestApp, member: TestMember, title: string): Promise<Program> => {
  const response = await t.app.inject({ method: 'GET', url: programPaths.list, headers: member.headers });
  const found = response.json<{ programs: Program[] }>().programs.find((p) => p.title === title);
  if (!found) throw new Error(`no program ${title}`);
  return found;
};

/** Premium (unless the member has it), then the program bought with the sandbox card. */
export const buyProgram = async (
  t: TestApp,
  member: TestMember,
  title = 'Strong start',
  { premium = true }: { premium?: boolean } = {},
): Promise<Program> => {
  if (premium) await buyPremium(t.app, member);
  const program = await programByKey(t, member, title);
  const response = await t.app.inject({
    method: 'POST',
    url: programPaths.purchase(program.id),
    headers: member.headers,
    payload: { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
  });
  if (response.statusCode !== 200) throw new Error(`program purchase failed: ${response.body}`);
  return program;
};

/** Recipe ids by their catalogue key. */
export const recipeIds = async (t: TestApp): Promise<Record<string, number>> => {
  const rows = await query<{ id: number; key: string }>(
    t.db,
    sql`select id, key from items where kind = 'recipe'`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.id)]));
};
