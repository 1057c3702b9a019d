import { libraryPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

/**
 * Issue 36: a member finds a class by typing, misspelt, from the on-demand page's search box, plays
 * it, and finds the search among their recent ones; a search with no match says what to try.
 */
test('a misspelt search finds the class, plays it, and is kept among recent searches', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  await useStoredSession(page, member);
  await page.goto('/page/on_demand');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: english('library.search.label') });
  await box.fill('ketlebell basics');
  // The results take the library's place, and the address keeps what was typed.
  const workouts = page.getByRole('region', { name: english('library.search.kind.workout') });
  await expect(workouts.getByRole('link', { name: /Kettlebell basics/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeHidden();
  await expect(page).toHaveURL(/[?&]q=ketlebell\+basics/);
  await expectAccessible(page);

  const kept = page.waitForResponse(
    (r) => r.url().endsWith(libraryPaths.recentSearches) && r.request().method() === 'POST',
  );
  await workouts.getByRole('link', { name: /Kettlebell basics/ }).click();
  expect((await kept).status()).toBe(200);
  const details = page.getByRole('dialog', { name: 'Kettlebell basics' });
  const started = page.waitForResponse((r) => r.url().endsWith(libraryPaths.started) && r.status() === 200);
  await details.getByRole('button', { name: 'Play' }).click();
  await started;

  // Back on the store page with an empty box: the recent search, one tap from searching again.
  await page.goto('/page/on_demand');
  await box.click();
  const recent = page.getByRole('region', { name: english('library.search.recent') });
  await recent.getByRole('button', { name: 'ketlebell basics' }).click();
  await expect(workouts.getByRole('link', { name: /Kettlebell basics/ })).toBeVisible();

  await box.fill('zzzq');
  await expect(page.getByText('Nothing matches “zzzq”')).toBeVisible();
  await expect(page.getByText(english('library.search.noResultsHint'))).toBeVisible();
  // Emptied, the box gives the library back.
  await box.fill('');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
});
