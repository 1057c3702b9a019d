import type { Page } from '@playwright/test';
import { apiPaths, emptyWorkoutDays, type Library, libraryPaths, localDay, WEEK_DAYS } from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  memberHeaders,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

/**
 * The week's buttons stay on one row inside the page (at 375 px they once wrapped onto two), and
 * "This week" shows its whole label.
 */
const expectWeekNavigationOnOneRow = async (page: Page, width: number) => {
  const weeks = page.getByRole('navigation', { name: 'Weeks' });
  const boxes = await Promise.all(
    ['Previous week', 'This week', 'Next week'].map((name) =>
      weeks.getByRole('button', { name }).boundingBox(),
    ),
  );
  const [first] = boxes;
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect(Math.abs((box?.y ?? 0) - (first?.y ?? 0))).toBeLessThan(1);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  const label = weeks.getByRole('button', { name: 'This week' }).getByText('This week');
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
};

test('a member sees their streak after training, plans a workout on a day of My week and subscribes to the calendar feed', async ({
  page,
  request,
  context,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 1280;
  const shot = (name: string) => page.screenshot({ path: `/tmp/week-${name}-${width}.png`, fullPage: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A member whose weekly goal is one day, today (UTC, the member's zone).
  const member = await registerMember(request);
  const headers = memberHeaders(member);
  const today = localDay(new Date(), 'UTC');
  const profile = await request.post(apiPaths.profiles, {
    headers,
    data: { weekly_goal: 1, workout_days: { ...emptyWorkoutDays(), [today.day]: true } },
  });
  expect(profile.status()).toBe(200);
  await buyPremiumByApi(request, member);
  const library = (await (
    await request.get(libraryPaths.library('on_demand'), { headers })
  ).json()) as Library;
  const [trained, planned] = library.latest.filter((item) => item.kind === 'workout');
  if (!trained || !planned) throw new Error('the demo catalogue has no two workouts');
  // A workout finished today, as the player reports it: this week reaches the goal.
  for (const path of [libraryPaths.started, libraryPaths.finished])
    expect((await request.post(path, { headers, data: { id: trained.id, kind: 'workout' } })).status()).toBe(
      200,
    );

  await useStoredSession(page, member);
  await page.goto('/page/home');
  const streak = page.getByRole('region', { name: 'Weekly streak' });
  await expect(streak.getByText('1 week in a row')).toBeVisible();
  await expect(streak.getByText('1 of 1 training days this week · Best: 1 week')).toBeVisible();
  await shot('home');

  // The profile shows it too, and leads to My week.
  await page.goto('/page/profile');
  await expect(streak.getByText('1 week in a row')).toBeVisible();
  await shot('profile');
  await streak.getByRole('link', { name: 'My week' }).click();
  await expect(page.getByRole('heading', { name: 'My week', level: 1 })).toBeVisible();
  await expectWeekNavigationOnOneRow(page, width);
  // Next week and back: "This week" returns once away from it.
  const weeks = page.getByRole('navigation', { name: 'Weeks' });
  await weeks.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/[?&]start=\d{4}-\d{2}-\d{2}/);
  await expect(weeks.getByRole('button', { name: 'This week' })).toBeEnabled();
  await weeks.getByRole('button', { name: 'This week' }).click();
  await expect(weeks.getByRole('button', { name: 'This week' })).toBeDisabled();
  const weekday = WEEK_DAYS[today.weekday] as string;
  const dayName = weekday.charAt(0).toUpperCase() + weekday.slice(1);
  const todayCard = page.getByTestId(`day-${today.date}`);
  await expect(todayCard.getByText('Today')).toBeVisible();
  await expect(todayCard.getByText('Workout day')).toBeVisible();

  await todayCard.getByRole('button', { name: `Add a workout on ${dayName}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Add a workout on ${dayName}`) });
  const box = dialog.getByRole('combobox', { name: 'Workout' });
  await box.click();
  await box.fill(planned.title);
  await page.getByRole('option', { name: planned.title, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add to my week' }).click();
  await expect(dialog).toBeHidden();
  await expect(todayCard.getByText(`${planned.title} ·`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Get calendar link' }).click();
  const link = page.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/v4\/calendar\/[\w-]{32}\.ics$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await link.inputValue());
  await shot('my-week');
  await expectAccessible(page);

  // The feed as a calendar app fetches it: no session, the planned workout with its reminder.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain(`SUMMARY:${planned.title}`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${today.date.replaceAll('-', '')}`);
  expect(ics).toContain('BEGIN:VALARM');

  await todayCard.getByRole('button', { name: `Remove ${planned.title} from ${dayName}` }).click();
  await expect(todayCard.getByText(`${planned.title} ·`)).toBeHidden();
  testInfo.annotations.push({ type: 'screenshots', description: `/tmp/week-*-${width}.png` });
});
