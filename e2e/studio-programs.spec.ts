import crypto from 'node:crypto';
import { programEditorMessages } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { expect, expectAccessible, registerMember, test, useStoredSession } from './fixtures';
import { makeCoach, pickWorkout } from './studio-helpers';

/** Issue 17: "the coach … adds [a workout] to a new program with two weeks, the program appears to members". */
test('a coach makes a two-week program from the demo workouts, shows it, and a member finds and opens it', async ({
  page,
  request,
}, testInfo) => {
  const tail = crypto.randomBytes(3).toString('hex');
  const title = `Core week ${tail}`;
  // The seeded owner makes the coach, as the console's staff page does.
  const coach = await makeCoach(request);

  await useStoredSession(page, coach);
  await page.goto('/studio');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Programs' })
    .click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Programs' }).getByRole('listitem', { name: 'Strong start' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New program' }).click();

  const form = page.getByRole('form', { name: 'Program details' });
  await form.getByLabel('Title').fill(title);
  // The key follows the title until it is typed; one another program has is refused at its field.
  await expect(form.getByLabel('Key')).toHaveValue(`core-week-${tail}`);
  await form.getByLabel('Price (USD)').fill('39.99');
  await form.getByRole('button', { name: 'Add paragraph' }).click();
  await form
    .getByLabel('Paragraph 1', { exact: true })
    .fill('Two consecutive weeks from the day you buy it.');
  await form.getByLabel('Days a week').fill('2');

  const week1 = form.getByRole('region', { name: 'Week 1' });
  await pickWorkout(page, week1, 'Day 1', 'Morning flow');
  await pickWorkout(page, week1, 'Day 2', 'Pilates core');
  await form.getByRole('button', { name: 'Add week' }).click();
  const week2 = form.getByRole('region', { name: 'Week 2' });
  // A day without a workout is named by its week and day.
  await pickWorkout(page, week2, 'Day 1', 'Core and arms');
  await form.getByRole('button', { name: 'Make program' }).click();
  await expect(week2.getByText(inEnglish(programEditorMessages.dayEmpty(2, 2)))).toBeVisible();
  await pickWorkout(page, week2, 'Day 2', 'Evening unwind');

  await form.getByLabel('Key').fill('strong-start');
  await form.getByRole('button', { name: 'Make program' }).click();
  await expect(form.getByText(inEnglish(programEditorMessages.keyTaken('strong-start')))).toBeVisible();
  await form.getByLabel('Key').fill(`core-week-${tail}`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('program-new.png'), fullPage: true });
  await form.getByRole('button', { name: 'Make program' }).click();

  await expect(page).toHaveURL(/\/studio\/programs\/\d+$/);
  await expect(page.getByRole('status')).toHaveText(
    `${title} is saved as a hidden draft. Show it to members when it is ready.`,
  );
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('Hidden', { exact: true })).toBeVisible();
  await members.getByRole('button', { name: 'Show to members' }).click();
  await expect(members.getByText('Shown to members')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('program-edit.png'), fullPage: true });

  // A member finds it among the programs and opens it: its two weeks, each day's workout.
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/programs');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Week 1 \(/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Week 2 \(/ })).toBeVisible();
  for (const workout of ['Morning flow', 'Pilates core', 'Core and arms', 'Evening unwind'])
    await expect(page.getByText(workout, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$39.99').first()).toBeVisible();
});
