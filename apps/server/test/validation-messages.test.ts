import {
  apiPaths,
  fieldLabel,
  libraryPaths,
  nutritionPaths,
  profilePaths,
  programPaths,
  savedPaths,
  word,
} from '@studio/shared';
import { CATALOG_SOURCES } from '@studio/shared/catalogs';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  type TestApp,
  type TestMember,
} from './helper';

/**
 * Issue 14: zod's own text reached API clients ("Invalid input: expected object, received
 * undefined", "expected number, received NaN"), `"email": 123` was told "E-mail is required", and a
 * goal of 8 was told both "At most 7 days a week" and "Please select 7 more days to continue".
 */
let t: TestApp;
let member: TestMember;
let onboarded: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.app);
  onboarded = await createMemberWithProfile(t.app);
});
afterAll(async () => t?.close());

const RAW_ZOD = /invalid input|expected|received|nan\b/i;

type Answer = { message: string; errors?: Record<string, string[]> };

const send = async (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  body?: string,
  headers: Record<string, string> = {},
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
  expect(response.body, `${method} ${url} ${body}`).not.toMatch(RAW_ZOD);
  return { status: response.statusCode, answer: response.json<Answer>() };
};

const json = (value: unknown) => JSON.stringify(value);

describe('validation answers are sentences of ours (issue 14)', () => {
  it('a missing body, null, a list or a number where the fields go: our sentence under `body`', async () => {
    for (const body of [undefined, '', 'null', '[1,2]', '5', '"text"']) {
      const { status, answer } = await send('POST', apiPaths.login, body);
      expect(status, String(body)).toBe(400);
      expect(answer).toEqual({
        code: 'validation',
        message: english('common.error.validation'),
        errors: { body: [english('server.request.bodyNotObject')] },
      });
    }
  });

  it('a present value of the wrong type is told its type, naming the field, not that it is missing', async () => {
    const login = await send('POST', apiPaths.login, json({ email: 123, password: 'x' }));
    expect(login.answer.errors).toEqual({ email: ['E-mail must be text'] });
    const list = await send('POST', apiPaths.login, json({ email: [], password: 5 }));
    expect(list.answer.errors).toEqual({
      email: ['E-mail must be text'],
      password: ['Password must be text'],
    });
    // Missing stays the spec's sentence, word for word.
    const missing = await send('POST', apiPaths.login, json({ password: 'x' }));
    expect(missing.answer.errors).toEqual({ email: [english('common.form.emailRequired')] });
    const empty = await send('POST', apiPaths.register, json({ name: '', last_name: 'S', email: 'a@b.co' }));
    expect(empty.answer.errors).toEqual({
      name: [english('common.form.required')],
      password: [english('common.form.required')],
    });

    const register = await send(
      'POST',
      apiPaths.register,
      json({ name: 5, last_name: true, email: {}, password: [], keep_session: 'yes', time_zone: 3 }),
    );
    expect(register.answer.errors).toEqual({
      name: ['Name must be text'],
      last_name: ['Last name must be text'],
      email: ['E-mail must be text'],
      password: ['Password must be text'],
      keep_session: ['Keep session must be true or false'],
      time_zone: ['Time zone must be text'],
    });
  });

  it('a path id that is not a number: "ID must be a number", not "expected number, received NaN"', async () => {
    for (const url of [
      programPaths.details('abc'),
      libraryPaths.list('web', 'categories', 'abc'),
      savedPaths.list('abc'),
    ]) {
      const { status, answer } = await send('GET', url, undefined, member.headers);
      expect(status, url).toBe(400);
      expect(Object.keys(answer.errors ?? {}), url).toEqual(['id']);
      expect(answer.errors?.id, url).toEqual([expect.stringMatching(/^ID must be a (whole )?number$/)]);
    }
  });

  it('a query of the wrong kind names its parameter', async () => {
    const recipes = await send(
      'GET',
      `${nutritionPaths.programRecipes}?program_id=abc&nutrition_id=x`,
      undefined,
      member.headers,
    );
    expect(recipes.answer.errors).toEqual({
      program_id: ['Program ID must be a whole number'],
      nutrition_id: [english('shared.nutrition.dietInvalid')],
    });
    const page = await send(
      'GET',
      `${libraryPaths.list('web', 'categories', 1)}?offset=abc`,
      undefined,
      member.headers,
    );
    expect(page.answer.errors).toEqual({ offset: ['Offset must be a whole number from 0'] });
  });

  it('a weekly goal of 8 gets exactly one message, for the goal', async () => {
    const model = { weekly_goal: 8, workout_days: { monday: true } };
    const onboarding = await send('POST', apiPaths.profiles, json(model), member.headers);
    expect(onboarding.answer.errors).toEqual({
      weekly_goal: [english('shared.days.goalAtMost', { max: 7 })],
    });
    const profile = await send('PUT', apiPaths.myProfile, json(model), onboarded.headers);
    expect(profile.answer.errors).toEqual({ weekly_goal: [english('shared.days.goalAtMost', { max: 7 })] });
    const half = await send(
      'PUT',
      apiPaths.myProfile,
      json({ ...model, weekly_goal: 2.5 }),
      onboarded.headers,
    );
    expect(half.answer.errors).toEqual({ weekly_goal: [english('shared.days.whole')] });
    // A goal in range is still checked against the days, with the spec's sentence.
    const three = await send(
      'PUT',
      apiPaths.myProfile,
      json({ ...model, weekly_goal: 3 }),
      onboarded.headers,
    );
    expect(three.answer.errors).toEqual({ workout_days: ['Please select 2 more days to continue'] });
    const typed = await send(
      'POST',
      apiPaths.profiles,
      json({ weekly_goal: '3', workout_days: 'monday' }),
      member.headers,
    );
    expect(typed.answer.errors).toEqual({
      weekly_goal: ['Weekly goal must be a number'],
      workout_days: ['Workout days must be an object'],
    });
  });

  /** Every sentence the shared messages word as text: a message that is one of these is ours. */
  const ourSentences = new Set(
    Object.values(CATALOG_SOURCES.en)
      .filter((text) => !text.includes('{'))
      .concat(english('shared.days.goalAtMost', { max: 7 })),
  );

  it('a sweep of wrong-typed bodies over the routes: each field named, in our words', async () => {
    const me = member.headers;
    const routes: [method: 'POST' | 'PUT' | 'DELETE', url: string, fields: string[], headers?: object][] = [
      ['POST', apiPaths.register, ['name', 'last_name', 'email', 'password', 'keep_session', 'time_zone']],
      ['POST', apiPaths.login, ['email', 'password', 'keep_session', 'time_zone']],
      ['POST', apiPaths.recovery, ['email']],
      ['POST', apiPaths.resetPassword, ['token', 'password', 'password_confirmation']],
      [
        'PUT',
        apiPaths.updateUser(member.user.id),
        ['name', 'last_name', 'birthday', 'measurement_standard'],
        me,
      ],
      ['POST', apiPaths.changePassword, ['current_password', 'password', 'password_confirmation'], me],
      ['POST', apiPaths.destroyUser, ['current_password'], me],
      ['POST', apiPaths.profiles, ['weekly_goal', 'workout_days', 'nutrition'], me],
      ['PUT', apiPaths.myProfile, ['weekly_goal', 'workout_days'], onboarded.headers],
      ['POST', apiPaths.validatePromoCode, ['id', 'promocode', 'code'], me],
      ['POST', apiPaths.discountInformation, ['discount_id', 'ip_user'], me],
      [
        'POST',
        apiPaths.webPayment,
        ['nonce_from_the_client', 'plan_name', 'plan_price', 'get_last_four'],
        me,
      ],
      ['POST', programPaths.validatePromo, ['code', 'program_id'], me],
      ['POST', programPaths.purchase(1), ['details', 'transaction_identifier', 'price'], me],
      ['POST', programPaths.configureDays(1), ['program_id', 'model'], me],
      ['POST', savedPaths.lists, ['kind', 'name'], me],
      ['PUT', savedPaths.list(1), ['model'], me],
      ['POST', savedPaths.saveItem, ['id', 'kind', 'list_id'], me],
      ['DELETE', savedPaths.items(1), ['model'], me],
      ['POST', profilePaths.addMeasurement(member.user.id), ['measurement_standard', 'weight', 'waist'], me],
      ['POST', profilePaths.pictures, ['photo'], me],
      ['POST', libraryPaths.started, ['id', 'kind'], me],
      ['POST', libraryPaths.feedback, ['feedback', 'id', 'trainable_type'], me],
      ['POST', nutritionPaths.programRecipes, ['ids', 'diet_id'], me],
    ];
    const wrongValues: unknown[] = [123, true, [], [{}], {}, { a: 1 }, -1.5];
    const seen: string[] = [];
    for (const [method, url, fields, headers] of routes) {
      for (const body of ['null', '[]', '5', '"text"']) {
        const { status, answer } = await send(method, url, body, headers as Record<string, string>);
        expect([status, answer.errors], `${method} ${url} ${body}`).toEqual([
          400,
          { body: [english('server.request.bodyNotObject')] },
        ]);
      }
      for (const wrong of wrongValues) {
        const body = json(Object.fromEntries(fields.map((field) => [field, wrong])));
        const { status, answer } = await send(method, url, body, headers as Record<string, string>);
        const where = `${method} ${url} ${body}: ${json(answer)}`;
        expect(status, where).toBe(400);
        expect(answer.message, where).toBe(english('common.error.validation'));
        for (const [field, list] of Object.entries(answer.errors ?? {})) {
          // Errors are filed under the fields sent, each a sentence of ours that names its field
          // (or, for the few the spec words, is exactly the spec's sentence).
          expect(fields, where).toContain(field);
          for (const message of list) {
            seen.push(message);
            const named = fieldLabel([field]) ?? field;
            const label = typeof named === 'string' ? named : word(named, english);
            expect(message.includes(label) || ourSentences.has(message), `${where}: ${message}`).toBe(true);
          }
        }
      }
    }
    expect(seen.length).toBeGreaterThan(100);
  });
});
