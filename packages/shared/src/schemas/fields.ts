import { z } from 'zod';
import {
  BIRTHDAY_MIN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../constants';
import { messages } from '../messages';
import { isValidTimeZone, normalizeMeasurementStandard } from '../rules/units';

/** Field builders with the spec's messages (accounts-and-purchase.md section 5). */
const tooLong = (max: number) => `Must be at most ${max} characters`;

export const requiredText = (max = MAX_NAME_LENGTH) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: tooLong(max) });

/** A basic address pattern, as the spec asks; the server lower-cases so that e-mail is unique case-insensitively. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () =>
  z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: tooLong(MAX_EMAIL_LENGTH), abort: true })
    .regex(EMAIL_PATTERN, { error: messages.emailInvalid })
    .toLowerCase();

export const newPasswordField = () =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: messages.passwordMin })
    .max(MAX_PASSWORD_LENGTH, { error: tooLong(MAX_PASSWORD_LENGTH) });

export const existingPasswordField = () =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .max(MAX_PASSWORD_LENGTH, { error: tooLong(MAX_PASSWORD_LENGTH) });

export const timeZoneField = () =>
  z.string().max(64).refine(isValidTimeZone, { error: 'Time zone is not valid' }).optional();

/** 1 = kg/cm, 2 = lbs/in; 'international' is accepted as 1 (DESIGN 3a). Form posts send strings. */
export const measurementStandardField = () =>
  z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2'), z.literal('international')], {
      error: 'Measurement standard must be 1 (kg, cm) or 2 (lbs, in)',
    })
    .transform(normalizeMeasurementStandard);

/** Range checks run only on a well-formed date, so that "not a date" is not also "in the future". */
const onlyIfValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** YYYY-MM-DD between 1930-01-01 and today; '' or null clears it. */
export const birthdayField = () =>
  z
    .union([
      z.iso
        .date({ error: 'Birthday must be a date (YYYY-MM-DD)' })
        .refine((d) => d >= BIRTHDAY_MIN, {
          error: `Birthday must be on or after ${BIRTHDAY_MIN}`,
          ...onlyIfValid,
        })
        .refine((d) => d <= new Date().toISOString().slice(0, 10), {
          error: 'Birthday cannot be in the future',
          ...onlyIfValid,
        }),
      z.literal('').transform(() => null),
      z.null(),
    ])
    .optional();
