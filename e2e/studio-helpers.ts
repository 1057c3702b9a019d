import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { studioPaths } from '@studio/shared';
import { expect, type Member, memberHeaders, registerMember, signIn } from './fixtures';
import { STUDIO_OWNER } from './studio-owner';

/** A 1×1 PNG, as a coach's picture would be (the server re-encodes it). */
export const DOT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A new member made a coach by the seeded owner, through the API the console's staff page calls. */
export const makeCoach = async (request: APIRequestContext): Promise<Member> => {
  const owner = await signIn(request, STUDIO_OWNER);
  const coach = await registerMember(request, { withProfile: true, name: 'Cora', lastName: 'Coach' });
  const granted = await request.put(studioPaths.staff, {
    headers: memberHeaders(owner),
    data: { email: coach.email, role: 'coach' },
  });
  expect(granted.status()).toBe(200);
  return coach;
};

/**
 * Picks a workout for a program's day by typing part of its title into the day's searchable list,
 * then taking the one option left with the keyboard (a click raced the dropdown's placement).
 */
export const pickWorkout = async (page: Page, week: Locator, day: string, title: string) => {
  const input = week.getByRole('combobox', { name: day });
  await input.fill(title);
  await expect(page.getByRole('option', { name: new RegExp(`^${title} ·`) })).toHaveCount(1);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`^${title} ·`));
};
