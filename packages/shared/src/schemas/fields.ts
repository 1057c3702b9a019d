import { z } from 'zod/mini';
import {
  BIRTHDAY_MIN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../constants';
import { LOCALES } from '../i18n/locales';
import { isValidTimeZone, normalizeMeasurementStandard } from '../rules/units';
import { mustBe, whenMissing } from './errors';

/** Field builders with the spec's messages (accounts-and-purchase.md section 5). */
const tooLong = (max: number) => `Must be at most ${max} characters`;

export const requiredText = (max = MAX_NAME_LENGTH) =>
  z
    .string({ error: whenMissing('common.form.required') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.form.required', abort: true }),
      z.maxLength(max, { error: tooLong(max) }),
    );

/** A basic address pattern, as the spec asks; the server lower-cases so that e-mail is unique case-insensitively. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () =>
  z
    .string({ error: whenMissing('common.form.emailRequired') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.form.emailRequired', abort: true }),
      z.maxLength(MAX_EMAIL_LENGTH, { error: tooLong(MAX_EMAIL_LENGTH), abort: true }),
      z.regex(EMAIL_PATTERN, { error: 'common.form.emailInvalid' }),
      z.toLowerCase(),
    );

export const newPasswordField = () =>
  z
    .string({ error: whenMissing('common.form.required') })
    .check(
      z.minLength(1, { error: 'common.form.required', abort: true }),
      z.minLength(MIN_PASSWORD_LENGTH, { error: 'common.form.passwordMin' }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: tooLong(MAX_PASSWORD_LENGTH) }),
    );

export const existingPasswordField = () =>
  z
    .string({ error: whenMissing('common.form.required') })
    .check(
      z.minLength(1, { error: 'common.form.required' }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: tooLong(MAX_PASSWORD_LENGTH) }),
    );

export const timeZoneField = () =>
  z.optional(
    z.string().check(z.maxLength(64), z.refine(isValidTimeZone, { error: 'Time zone is not valid' })),
  );

/** A member's language (issue 35): one of LOCALES; any other value is refused, naming the field. */
const languageInvalid = `Language must be one of ${LOCALES.join(', ')}`;

/** One of LOCALES (a new member's: the browser's, when we speak it). */
export const localeField = () => z.enum(LOCALES, { error: languageInvalid });

/** A member's language as a change sends it: one of LOCALES, or null / empty for the studio's default. */
export const languageField = () =>
  z.optional(
    z.union(
      [
        localeField(),
        // A form post's empty field: the studio's default.
        z.pipe(
          z.literal(''),
          z.transform(() => null),
        ),
        z.null(),
      ],
      { error: languageInvalid },
    ),
  );

/** 1 = kg/cm, 2 = lbs/in; 'international' is accepted as 1 (DESIGN 3a). Form posts send strings. */
export const measurementStandardField = () => {
  const accepted = z.union(
    [z.literal(1), z.literal(2), z.literal('1'), z.literal('2'), z.literal('international')],
    { error: 'Measurement standard must be 1 (kg, cm) or 2 (lbs, in)' },
  );
  return z.pipe(
    accepted,
    z.transform((value: z.output<typeof accepted>) => normalizeMeasurementStandard(value)),
  );
};

/** Range checks run only on a well-formed date, so that "not a date" is not also "in the future". */
const onlyIfValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** YYYY-MM-DD between 1930-01-01 and today; '' or null clears it. */
export const birthdayField = () =>
  z.optional(
    z.union([
      z.iso.date({ error: 'Birthday must be a date (YYYY-MM-DD)' }).check(
        z.refine((d) => d >= BIRTHDAY_MIN, {
          error: `Birthday must be on or after ${BIRTHDAY_MIN}`,
          ...onlyIfValid,
        }),
        z.refine((d) => d <= new Date().toISOString().slice(0, 10), {
          error: 'Birthday cannot be in the future',
          ...onlyIfValid,
        }),
      ),
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
    ]),
  );

/** A row id as a number or its digits (query strings and form posts send strings). */
export const idValue = () =>
  z.union(
    [
      z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
      z.pipe(
        z.string().check(z.regex(/^\d{1,15}$/, { error: mustBe('common.validation.wholeNumber') })),
        z.transform((value: string) => Number(value)),
      ),
    ],
    { error: mustBe('common.validation.wholeNumber') },
  );
