import { describe, expect, it } from 'vitest';
import { messages, selectMoreDaysMessage } from './messages';

/**
 * The spec's wording, word for word (accounts-and-purchase.md sections 5, 6, 8). Typed here once on
 * purpose: an edit of messages.ts that changes the member-facing text must fail a test.
 */
describe('messages of the specification', () => {
  it.each([
    ['required', 'This field is required'],
    ['emailRequired', 'E-mail is required'],
    ['emailInvalid', 'E-mail must be valid'],
    ['passwordMin', 'Password must have at least 6 characters'],
    ['passwordConfirmMismatch', "Your new password confirmation doesn't match"],
    [
      'premiumRequiredForProgram',
      'Premium subscription required to purchase program. Please subscribe and try again.',
    ],
    [
      'programInProgress',
      "There's a program already in progress. Complete the program before starting a new one.",
    ],
    ['programNotFound', 'Program not found'],
    ['paymentCancelled', 'Payment Cancelled'],
    ['paypalError', 'An error occurred while processing the paypal payment'],
    [
      'recoverSuccess',
      'If your account is associated with the email address provided, you will receive a link to reset you password.',
    ],
    ['notFoundTitle', "Something's gone wrong"],
    ['notFoundText', "The page you're looking for can't be found."],
  ] as const)('%s', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('names the product in the iOS premium message', () => {
    expect(messages.premiumNotInIos).toBe("Studio premium can't be purchased in this app");
  });

  it('Please select {number} more days to continue', () => {
    expect(selectMoreDaysMessage(2)).toBe('Please select 2 more days to continue');
  });
});
