import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { english } from '../i18n/english';
import {
  ChangePasswordSchema,
  CreateProfileSchema,
  DestroyUserSchema,
  ProfileEditSchema,
  RecoverSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserSchema,
  WeeklyGoalSchema,
} from './accounts';
import { fieldErrors, issueId } from './errors';

/** The `errors` map a value gets, or null when it is valid. */
const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value, { error: issueId });
  return result.success ? null : fieldErrors(result.error, english);
};

const signUp = { name: 'Ana', last_name: 'Silva', email: 'ana@example.com', password: 'secret' };

describe('SignUpSchema', () => {
  it('accepts a complete sign-up, lower-casing and trimming the e-mail, keeping the session by default', () => {
    expect(SignUpSchema.parse({ ...signUp, email: ' Ana@Example.COM ' })).toEqual({
      ...signUp,
      keep_session: true,
    });
  });

  it('names every missing field with the spec messages', () => {
    expect(errorsOf(SignUpSchema, {})).toEqual({
      name: [english('common.form.required')],
      last_name: [english('common.form.required')],
      email: [english('common.form.emailRequired')],
      password: [english('common.form.required')],
    });
  });

  it('E-mail is required for a blank e-mail', () => {
    expect(errorsOf(SignUpSchema, { ...signUp, email: '  ' })).toEqual({
      email: [english('common.form.emailRequired')],
    });
  });

  it('ChangePasswordSchema and DestroyUserSchema ask for the current password', () => {
    const change = { password: 'secret1', password_confirmation: 'secret1' };
    expect(errorsOf(ChangePasswordSchema, change)).toEqual({
      current_password: [english('shared.form.currentPasswordRequired')],
    });
    expect(errorsOf(ChangePasswordSchema, { ...change, current_password: '' })).toEqual({
      current_password: [english('shared.form.currentPasswordRequired')],
    });
    expect(errorsOf(DestroyUserSchema, {})).toEqual({
      current_password: [english('shared.form.currentPasswordRequired')],
    });
    expect(errorsOf(DestroyUserSchema, { current_password: 'old-secret' })).toBeNull();
  });

  it.each(['ana', 'ana@example', 'ana@@example.com', 'a na@example.com', '@example.com'])(
    'E-mail must be valid: %j',
    (email) => {
      expect(errorsOf(SignUpSchema, { ...signUp, email })).toEqual({
        email: [english('common.form.emailInvalid')],
      });
    },
  );

  it('Password must have at least 6 characters', () => {
    expect(errorsOf(SignUpSchema, { ...signUp, password: '12345' })).toEqual({
      password: [english('common.form.passwordMin')],
    });
    expect(errorsOf(SignUpSchema, { ...signUp, password: '123456' })).toBeNull();
  });

  it('This field is required for blank names', () => {
    expect(errorsOf(SignUpSchema, { ...signUp, name: '   ', last_name: '' })).toEqual({
      name: [english('common.form.required')],
      last_name: [english('common.form.required')],
    });
  });

  it('trims names and refuses over-long ones', () => {
    expect(SignUpSchema.parse({ ...signUp, name: '  Ana  ' }).name).toBe('Ana');
    expect(errorsOf(SignUpSchema, { ...signUp, name: 'a'.repeat(101) })).toEqual({
      name: ['Must be at most 100 characters'],
    });
  });

  it('checks the time zone', () => {
    expect(errorsOf(SignUpSchema, { ...signUp, time_zone: 'Europe/Lisbon' })).toBeNull();
    expect(errorsOf(SignUpSchema, { ...signUp, time_zone: 'Nowhere/Else' })).toEqual({
      time_zone: [english('common.form.timeZoneInvalid')],
    });
  });
});

describe('SignInSchema and RecoverSchema', () => {
  it('sign-in needs e-mail and password; the session is short by default', () => {
    expect(errorsOf(SignInSchema, {})).toEqual({
      email: [english('common.form.emailRequired')],
      password: [english('common.form.required')],
    });
    expect(SignInSchema.parse({ email: 'A@B.co', password: '1' })).toEqual({
      email: 'a@b.co',
      password: '1',
      keep_session: false,
    });
  });

  it('recovery needs a valid e-mail', () => {
    expect(errorsOf(RecoverSchema, {})).toEqual({ email: [english('common.form.emailRequired')] });
    expect(errorsOf(RecoverSchema, { email: 'x' })).toEqual({ email: [english('common.form.emailInvalid')] });
    expect(errorsOf(RecoverSchema, { email: 'x@y.zz' })).toBeNull();
  });
});

describe('password confirmation', () => {
  it.each([
    ['ChangePasswordSchema', ChangePasswordSchema, { current_password: 'old-secret' }],
    ['ResetPasswordSchema', ResetPasswordSchema, { token: 'abc' }],
  ] as const)("%s: Your new password confirmation doesn't match", (_name, schema, extra) => {
    expect(errorsOf(schema, { ...extra, password: 'secret1', password_confirmation: 'secret2' })).toEqual({
      password_confirmation: [english('common.form.passwordConfirmMismatch')],
    });
    expect(errorsOf(schema, { ...extra, password: 'secret1', password_confirmation: 'secret1' })).toBeNull();
    expect(errorsOf(schema, { ...extra, password: '123', password_confirmation: '123' })).toEqual({
      password: [english('common.form.passwordMin')],
    });
    expect(errorsOf(schema, { ...extra, password: 'secret1' })).toEqual({
      password_confirmation: [english('common.form.required')],
    });
  });

  it('ProfileEditSchema: new password optional, its confirmation must match', () => {
    const base = { name: 'Ana', last_name: 'Silva', measurement_standard: 1 };
    expect(errorsOf(ProfileEditSchema, base)).toBeNull();
    expect(errorsOf(ProfileEditSchema, { ...base, new_password: '', new_password_confirm: '' })).toBeNull();
    const current = { current_password: 'old-secret' };
    expect(
      errorsOf(ProfileEditSchema, {
        ...base,
        ...current,
        new_password: 'secret1',
        new_password_confirm: 'secret2',
      }),
    ).toEqual({
      new_password_confirm: [english('common.form.passwordConfirmMismatch')],
    });
    expect(
      errorsOf(ProfileEditSchema, { ...base, ...current, new_password: '123', new_password_confirm: '123' }),
    ).toEqual({
      new_password: [english('common.form.passwordMin')],
    });
    // A new password asks for the current one (issue 14).
    expect(
      errorsOf(ProfileEditSchema, { ...base, new_password: 'secret1', new_password_confirm: 'secret1' }),
    ).toEqual({ current_password: [english('shared.form.currentPasswordRequired')] });
    expect(errorsOf(ProfileEditSchema, { ...base, name: '' })).toEqual({
      name: [english('common.form.required')],
    });
  });
});

describe('UpdateUserSchema', () => {
  it('accepts partial updates and normalises the measurement standard', () => {
    expect(UpdateUserSchema.parse({ measurement_standard: 'international' })).toEqual({
      measurement_standard: 1,
    });
    expect(UpdateUserSchema.parse({ measurement_standard: '2' })).toEqual({ measurement_standard: 2 });
    expect(errorsOf(UpdateUserSchema, { measurement_standard: 'metric' })).toHaveProperty(
      'measurement_standard',
    );
  });

  it('drops the e-mail (read-only)', () => {
    expect(UpdateUserSchema.parse({ email: 'x@y.z', name: 'A' })).toEqual({ name: 'A' });
  });

  it.each([
    ['1990-02-30', 'Birthday must be a date (YYYY-MM-DD)'],
    ['not a date', 'Birthday must be a date (YYYY-MM-DD)'],
    ['1929-12-31', 'Birthday must be on or after 1930-01-01'],
    ['2999-01-01', 'Birthday cannot be in the future'],
  ])('birthday %j: one message, %s', (birthday, message) => {
    expect(errorsOf(UpdateUserSchema, { birthday })).toEqual({ birthday: [message] });
  });

  it("birthday '' or null clears it", () => {
    expect(UpdateUserSchema.parse({ birthday: '' })).toEqual({ birthday: null });
    expect(UpdateUserSchema.parse({ birthday: null })).toEqual({ birthday: null });
    expect(UpdateUserSchema.parse({ birthday: '1930-01-01' })).toEqual({ birthday: '1930-01-01' });
  });

  it('the avatar must be an image data URL', () => {
    expect(errorsOf(UpdateUserSchema, { avatar: 'https://x.test/a.png' })).toEqual({
      avatar: [english('shared.upload.imageType')],
    });
    expect(errorsOf(UpdateUserSchema, { avatar: 'data:image/png;base64,AAAA' })).toBeNull();
  });
});

describe('weekly goal and workout days', () => {
  const days = (...names: string[]) => Object.fromEntries(names.map((d) => [d, true]));

  it.each([
    ['WeeklyGoalSchema', WeeklyGoalSchema],
    ['CreateProfileSchema', CreateProfileSchema],
  ] as const)('%s: Please select N more days to continue', (_name, schema) => {
    expect(errorsOf(schema, { weekly_goal: 4, workout_days: days('monday') })).toEqual({
      workout_days: [english('shared.days.selectMore', { count: 3 })],
    });
    expect(errorsOf(schema, { weekly_goal: 3, workout_days: {} })).toEqual({
      workout_days: ['Please select 3 more days to continue'],
    });
  });

  it('refuses more days than the goal', () => {
    expect(errorsOf(WeeklyGoalSchema, { weekly_goal: 1, workout_days: days('monday', 'friday') })).toEqual({
      workout_days: [english('shared.days.tooMany', { goal: 1 })],
    });
  });

  it('a goal below 1 is refused with one message', () => {
    for (const weekly_goal of [0, -3]) {
      expect(errorsOf(WeeklyGoalSchema, { weekly_goal, workout_days: {} })).toEqual({
        weekly_goal: [english('shared.days.goalAtLeastOne')],
      });
    }
  });

  it('a goal above 7 or not a whole number is refused', () => {
    expect(errorsOf(WeeklyGoalSchema, { weekly_goal: 8, workout_days: {} })).toHaveProperty('weekly_goal');
    expect(errorsOf(WeeklyGoalSchema, { weekly_goal: 1.5, workout_days: days('monday') })).toEqual({
      weekly_goal: [english('shared.days.whole')],
    });
  });

  it('This field is required for a missing goal or days', () => {
    expect(errorsOf(CreateProfileSchema, {})).toEqual({
      weekly_goal: [english('common.form.required')],
      workout_days: [english('common.form.required')],
    });
  });

  it('fills the days not sent with false and accepts a diet of 1 to 3', () => {
    expect(CreateProfileSchema.parse({ weekly_goal: 1, workout_days: days('sunday'), nutrition: 3 })).toEqual(
      {
        weekly_goal: 1,
        nutrition: 3,
        workout_days: {
          sunday: true,
          monday: false,
          tuesday: false,
          wednesday: false,
          thursday: false,
          friday: false,
          saturday: false,
        },
      },
    );
    expect(
      errorsOf(CreateProfileSchema, { weekly_goal: 1, workout_days: days('sunday'), nutrition: 4 }),
    ).toEqual({
      nutrition: ['Diet must be 1, 2 or 3'],
    });
  });
});
