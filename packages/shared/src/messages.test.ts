import { describe, expect, it } from 'vitest';
import { english } from './i18n/english';
import type { MessageId } from './i18n/message-id';

/**
 * The spec's wording, word for word (accounts-and-purchase.md sections 5, 6, 8). Typed here once on
 * purpose: an edit of the English catalogue that changes the member-facing text must fail a test.
 */
describe('messages of the specification', () => {
  it.each([
    ['common.form.required', 'This field is required'],
    ['common.form.emailRequired', 'E-mail is required'],
    ['common.form.emailInvalid', 'E-mail must be valid'],
    ['common.form.passwordMin', 'Password must have at least 6 characters'],
    ['common.form.passwordConfirmMismatch', "Your new password confirmation doesn't match"],
    [
      'shared.programs.premiumRequired',
      'Premium subscription required to purchase program. Please subscribe and try again.',
    ],
    [
      'shared.programs.inProgress',
      "There's a program already in progress. Complete the program before starting a new one.",
    ],
    ['shared.programs.notFound', 'Program not found'],
    ['shared.billing.paymentCancelled', 'Payment Cancelled'],
    ['shared.billing.paypalError', 'An error occurred while processing the paypal payment'],
    [
      'common.account.recoverSuccess',
      'If your account is associated with the email address provided, you will receive a link to reset you password.',
    ],
    ['shared.notFound.title', "Something's gone wrong"],
    ['shared.notFound.text', "The page you're looking for can't be found."],
  ] satisfies [MessageId, string][])('%s', (id, text) => {
    expect(english(id)).toBe(text);
  });

  it('names the product in the iOS premium message', () => {
    expect(english('shared.billing.premiumNotInIos')).toBe("Studio premium can't be purchased in this app");
  });

  it('Please select {number} more days to continue', () => {
    expect(english('shared.days.selectMore', { count: 2 })).toBe('Please select 2 more days to continue');
    expect(english('shared.days.selectMore', { count: 1 })).toBe('Please select 1 more days to continue');
  });
});
