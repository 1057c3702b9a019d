import { describe, expect, it } from 'vitest';
import { isSubmitBlocked } from './forms';

describe('isSubmitBlocked', () => {
  it('allows submit only when nothing is loading and no error shows', () => {
    expect(isSubmitBlocked({ pending: false })).toBe(false);
    expect(isSubmitBlocked({ pending: false, serverError: null, fieldErrors: {} })).toBe(false);
  });

  it('blocks while loading, while the server message shows, or while a field error shows', () => {
    expect(isSubmitBlocked({ pending: true })).toBe(true);
    expect(isSubmitBlocked({ pending: false, serverError: 'E-mail or password is incorrect' })).toBe(true);
    expect(
      isSubmitBlocked({ pending: false, fieldErrors: { email: { message: 'E-mail is required' } } }),
    ).toBe(true);
  });
});
