import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { libraryPaths, nutritionPaths, type ProgramDetails, programPaths } from '@studio/shared';
import {
  expect,
  expectAccessible,
  memberHeaders,
  memberWithProgram,
  test,
  useStoredSession,
} from './fixtures';

const PHOTO = path.join(import.meta.dirname, 'assets', 'avatar.png');

test('the profile shows the stats of a finished workout and a completed meal', async ({ page, request }) => {
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  const headers = memberHeaders(member);
  // Today's program workout, finished as the player reports it, and a meal of the week eaten.
  const details = await request.get(programPaths.details(program.id), { headers });
  const first = ((await details.json()) as { program: ProgramDetails }).program.weeks[0]?.days[0]?.exercise;
  const play = { id: first?.id, kind: first?.kind };
  expect((await request.post(libraryPaths.started, { headers, data: play })).status()).toBe(200);
  expect((await request.post(libraryPaths.finished, { headers, data: play })).status()).toBe(200);
  const recipes = await request.get(
    `${nutritionPaths.programRecipes}?program_id=${program.id}&nutrition_id=3`,
    { headers },
  );
  const offered = ((await recipes.json()) as { recipes: { id: number; recipe_type: string }[] }).recipes;
  const plan = ['breakfast', 'lunch', 'snack', 'dinner'].map(
    (type) => offered.find((r) => r.recipe_type === type)?.id,
  );
  expect(
    (
      await request.post(nutritionPaths.programRecipes, { headers, data: { ids: plan, diet_id: 3 } })
    ).status(),
  ).toBe(200);
  expect((await request.post(nutritionPaths.completeMeal(plan[1] as number), { headers })).status()).toBe(
    200,
  );

  await useStoredSession(page, member);
  await page.goto('/page/profile');
  const allTime = page.getByRole('tabpanel', { name: 'All time' });
  await expect(allTime.getByRole('group', { name: 'Workouts' })).toContainText('1');
  await expect(allTime.getByRole('group', { name: 'Completed meals' })).toContainText('1');
  await expect(allTime.getByRole('group', { name: 'Days active' })).toContainText('1');
  await page.getByRole('tab', { name: 'This week' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'This week' }).getByRole('group', { name: 'Workouts' }),
  ).toContainText('1');
  // A member with a program may not edit the weekly goal from the profile.
  await expect(page.getByRole('heading', { name: 'Weekly workouts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit weekly goal' })).toHaveCount(0);
  await expectAccessible(page);
});

const dropPhoto = async (page: Page, bytes: Buffer) => {
  const zone = page.getByRole('group', { name: 'Photo drop zone' });
  const transfer = await page.evaluateHandle((base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([data], 'progress.png', { type: 'image/png' }));
    return dt;
  }, bytes.toString('base64'));
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
};

test('a member uploads photos by drag and drop and by browsing, wraps around with next, and deletes one', async ({
  page,
  request,
}) => {
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  await page.goto('/page/progress-photos?form_open=true');
  const upload = page.getByRole('dialog', { name: 'Upload a progress photo' });
  await expect(upload).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  await dropPhoto(page, fs.readFileSync(PHOTO));
  await expect(upload.getByRole('img', { name: 'Preview of the photo to upload' })).toBeVisible();
  await expectAccessible(page);
  await upload.getByRole('button', { name: 'Save photo' }).click();
  await expect(upload).toBeHidden();

  const photos = page.getByRole('list', { name: 'Your progress photos' });
  await expect(photos.getByRole('button', { name: /^Photo from / })).toHaveCount(1);
  await photos.getByRole('button', { name: 'Add a photo' }).click();
  await upload.getByLabel('Photo file').setInputFiles(PHOTO);
  await upload.getByRole('button', { name: 'Save photo' }).click();
  await expect(upload).toBeHidden();
  await expect(photos.getByRole('button', { name: /^Photo from / })).toHaveCount(2);

  await photos
    .getByRole('button', { name: /^Photo from / })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Progress photo' });
  const shown = () => detail.getByRole('img', { name: /^Progress photo from / }).getAttribute('src');
  const latest = await shown();
  await detail.getByRole('button', { name: 'Next photo' }).click();
  const older = await shown();
  expect(older).not.toBe(latest);
  await detail.getByRole('button', { name: 'Next photo' }).click();
  expect(await shown()).toBe(latest);
  await detail.getByRole('button', { name: 'Previous photo' }).click();
  expect(await shown()).toBe(older);

  await detail.getByRole('button', { name: 'Delete photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(photos.getByRole('button', { name: /^Photo from / })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Progress photo' })).toHaveCount(0);

  // The profile shows the photo left, with "see all".
  await page.goto('/page/profile');
  await expect(page.getByRole('img', { name: 'Latest progress photo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all' })).toHaveAttribute(
    'href',
    /\/page\/progress-photos$/,
  );
});
