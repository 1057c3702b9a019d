import type { APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  emptyWorkoutDays,
  type Library,
  libraryPaths,
  type ProgramDetails,
  programPaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { hasFaketime, setServerDays } from './clock';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  type Member,
  memberHeaders,
  memberWithProgram,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

// A program day is done at most once a calendar day (decision 0015): these journeys run against the
// server whose clock they move a day on between sessions (e2e/clock.ts), one after another.
test.skip(!hasFaketime, 'needs libfaketime: apt-get install -y faketime');

/** Days the clock server is ahead; only ever moves on (the journeys run in order, in one worker). */
let serverDay = 0;

/** Every day of the program, one a day, finished through the API as the player would. */
const completeDayByDay = async (request: APIRequestContext, member: Member, programId: number) => {
  const headers = memberHeaders(member);
  const details = await request.get(programPaths.details(programId), { headers });
  const { weeks } = ((await details.json()) as { program: ProgramDetails }).program;
  for (const day of weeks.flatMap((week) => week.days)) {
    serverDay += 1;
    setServerDays(serverDay);
    const body = { id: day.exercise.id, kind: day.exercise.kind };
    expect((await request.post(libraryPaths.started, { headers, data: body })).status()).toBe(200);
    expect((await request.post(libraryPaths.finished, { headers, data: body })).status()).toBe(200);
  }
};

for (const width of [1280, 375]) {
  test(`at ${width} px: two sessions the same day mark one program day; a completed program shows its prompt once, then offers "buy program again"`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    const { member, program } = await memberWithProgram(request, { trainToday: true });
    const headers = memberHeaders(member);
    // Two sessions back to back on one day: the program's day 1 only.
    const details = async () =>
      (
        (await (await request.get(programPaths.details(program.id), { headers })).json()) as {
          program: ProgramDetails;
        }
      ).program;
    const [first, second] = (await details()).weeks.flatMap((week) => week.days);
    for (const day of [first, second]) {
      const body = { id: day?.exercise.id, kind: day?.exercise.kind };
      await request.post(libraryPaths.started, { headers, data: body });
      expect((await request.post(libraryPaths.finished, { headers, data: body })).status()).toBe(200);
    }
    const done = (await details()).weeks.flatMap((week) => week.days.map((day) => day.exercise.completed));
    expect(done.filter(Boolean)).toHaveLength(1);

    await completeDayByDay(request, member, program.id);
    const prompt = program.completion_prompt_url as string;
    // The studio's form lives elsewhere; here it is a local page.
    await page.route(`${prompt}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Well done!</h1><p>Tell us how it went.</p>' }),
    );
    await useStoredSession(page, member);
    await page.goto('/page/home');
    const dialog = page.getByRole('dialog', { name: 'Program complete' });
    await expect(dialog).toBeVisible();
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(page.getByText('Program complete!')).toBeAttached();
    const seen = page.waitForResponse((r) => r.url().endsWith(programPaths.congratsSeen(program.id)));
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect((await seen).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const tiles = page.getByRole('region', { name: 'Explore the studio' });
    await expect(tiles.getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await page.reload();
    await expect(tiles.getByRole('link', { name: /On demand/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Program complete' })).toHaveCount(0);

    await page.goto(`/page/programs/details/${program.id}`);
    await expect(page.getByRole('heading', { name: program.title, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: english('shared.programs.buyAgain'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: english('shared.programs.buy'), exact: true })).toHaveCount(
      0,
    );
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a week at the goal is a streak that lasts into the next week, and the month's freeze bridges a missed week (issue 19)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    // A member whose weekly goal is one day (UTC, the member's zone), with premium to train.
    const member = await registerMember(request);
    const headers = memberHeaders(member);
    const profile = await request.post(apiPaths.profiles, {
      headers,
      data: { weekly_goal: 1, workout_days: { ...emptyWorkoutDays(), monday: true } },
    });
    expect(profile.status()).toBe(200);
    await buyPremiumByApi(request, member);
    const library = (await (
      await request.get(libraryPaths.library('on_demand'), { headers })
    ).json()) as Library;
    const workout = library.latest.find((item) => item.kind === 'workout');
    if (!workout) throw new Error('the demo catalogue has no workout');
    const train = async () => {
      for (const path of [libraryPaths.started, libraryPaths.finished])
        expect(
          (await request.post(path, { headers, data: { id: workout.id, kind: 'workout' } })).status(),
        ).toBe(200);
    };
    const card = page.getByRole('region', { name: 'Weekly streak' });
    const home = async () => {
      await page.goto('/page/home');
      await expect(card).toBeVisible();
    };

    await train();
    await useStoredSession(page, member);
    await home();
    await expect(card.getByText('1 week in a row')).toBeVisible();

    // A week later: last week counted, this one has not been trained yet and breaks nothing.
    serverDay += 7;
    setServerDays(serverDay);
    await home();
    await expect(card.getByText('1 week in a row')).toBeVisible();
    await expect(card.getByText('0 of 1 training days this week · Best: 1 week')).toBeVisible();
    await train();
    await home();
    await expect(card.getByText('2 weeks in a row')).toBeVisible();

    // Two weeks on, with a whole week missed between: the month's freeze covers it.
    serverDay += 14;
    setServerDays(serverDay);
    await home();
    await expect(card.getByText('2 weeks in a row')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/streak-freeze-${width}.png` });
  });
}
