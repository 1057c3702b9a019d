import { profilePaths } from '@studio/shared';
import { expect, expectAccessible, memberHeaders, registerMember, test, useStoredSession } from './fixtures';

const MEASURES = [
  ['Weight (kg)', '82'],
  ['Left biceps (cm)', '31'],
  ['Right biceps (cm)', '31.5'],
  ['Left thigh (cm)', '55'],
  ['Right thigh (cm)', '55'],
  ['Upper abs (cm)', '86'],
  ['Lower abs (cm)', '90'],
  ['Waist (cm)', '84'],
  ['Chest (cm)', '100'],
  ['Hips (cm)', '98'],
] as const;

test('a member adds a measurement set through the wizard, edits one from review, and sees the differences', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  // The first set, from an earlier visit: 80 kg and an 85 cm waist.
  const first = await request.post(profilePaths.addMeasurement(member.user.id), {
    headers: memberHeaders(member),
    data: {
      measurement_standard: 1,
      weight: 80,
      left_biceps: 30,
      right_biceps: 30,
      left_thigh: 55,
      right_thigh: 55,
      upper_ab: 86,
      lower_ab: 90,
      waist: 85,
      chest: 100,
      hips: 98,
    },
  });
  expect(first.status()).toBe(200);
  await useStoredSession(page, member);
  await page.goto('/page/measurements?form_open=true');

  const wizard = page.getByRole('dialog', { name: 'Add measurements' });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('radio', { name: 'Metric (kg, cm)' }).check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  for (const [label, value] of MEASURES) {
    const field = wizard.getByLabel(label);
    await expect(field).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await field.fill(value);
    if (label.startsWith('Waist')) await field.press('Enter');
    else await wizard.getByRole('button', { name: 'Continue' }).click();
  }
  await expectAccessible(page);
  // Review: edit the weight, which returns straight to the review.
  await wizard.getByRole('button', { name: 'Edit weight' }).click();
  await wizard.getByLabel('Weight (kg)').fill('78.5');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('button', { name: 'Save' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard.getByText('Measurements saved')).toBeVisible();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(wizard).toBeHidden();

  const sets = page.getByRole('list', { name: 'Measurement sets' });
  await expect(sets.getByRole('button', { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ })).toHaveCount(2);
  await sets
    .getByRole('button', { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ })
    .first()
    .click();
  await expect(page.getByRole('row', { name: /Weight 78\.5 kg -1\.5 kg/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Waist 84 cm -1 cm/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Chest 100 cm No difference/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to all measurements' }).click();
  await expect(sets).toBeVisible();
});
