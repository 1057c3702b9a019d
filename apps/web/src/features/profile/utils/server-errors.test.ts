import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sortServerErrors } from './server-errors';

describe('sortServerErrors', () => {
  it('puts server fields on the form fields, password ones included', () => {
    const error = new ApiError(400, {
      message: 'Some fields are not valid',
      errors: { name: ['Too long'], password_confirmation: ["Doesn't match"], avatar: ['Not an image'] },
    });
    expect(sortServerErrors(error)).toEqual({
      fields: { name: 'Too long', new_password_confirm: "Doesn't match", avatar: 'Not an image' },
      form: null,
    });
  });

  it('shows the message when no field is named, and errors of unknown fields on the form', () => {
    expect(sortServerErrors(new ApiError(500, { message: 'Try later' }))).toEqual({
      fields: {},
      form: 'Try later',
    });
    expect(sortServerErrors(new ApiError(400, { message: 'x', errors: { body: ['Bad JSON'] } }))).toEqual({
      fields: {},
      form: 'Bad JSON',
    });
  });
});
