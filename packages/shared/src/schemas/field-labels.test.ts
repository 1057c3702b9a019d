import { describe, expect, it } from 'vitest';
import { WEB_BUNDLES } from '../i18n/areas';
import { RecoverSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from './accounts';
import { signFieldLabels } from './field-labels';

describe('the field labels', () => {
  it("labels the sign pages' fields from the sign bundle, the only words the sign pages load", () => {
    const signAreas: readonly string[] = WEB_BUNDLES.sign;
    const fields = [SignUpSchema, SignInSchema, RecoverSchema, ResetPasswordSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    );
    const outside = fields
      .map((field) => signFieldLabels()[field])
      .filter((id): id is NonNullable<typeof id> => id !== undefined)
      .filter((id) => !signAreas.includes(id.split('.')[0] as string));
    expect(outside).toEqual([]);
  });
});
