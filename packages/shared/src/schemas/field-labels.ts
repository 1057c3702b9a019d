import type { MessageId } from '../i18n/message-id';

/**
 * Every key a request schema names, worded per language (issue 35): a refusal names its field by this
 * label ("E-mail is required", "O e-mail é obrigatório"). A key missing here reads as itself.
 *
 * Here only the sign pages' fields, from the `common` area the sign pages load; the others
 * (field-labels-more.ts, `shared` area) join with the member and console pages' words
 * (`addFieldLabels`), so that /sign/login does not carry 200 labels it never shows (150 KB).
 */
const SIGN_FIELD_LABELS: Record<string, MessageId> = {
  email: 'common.field.email',
  password: 'common.field.password',
  password_confirmation: 'common.field.passwordConfirmation',
  token: 'common.field.token',
  name: 'common.field.name',
  last_name: 'common.field.lastName',
  time_zone: 'common.field.timeZone',
  language: 'common.field.language',
  keep_session: 'common.field.keepSession',
};

const labels = new Map<string, MessageId>(Object.entries(SIGN_FIELD_LABELS));

/** The label id of a schema's key, if one is known yet. */
export const fieldLabelId = (key: string): MessageId | undefined => labels.get(key);

/** More keys' labels: the server's and the member and console pages' (field-labels-more.ts). */
export const addFieldLabels = (more: Readonly<Record<string, MessageId>>): void => {
  for (const [key, id] of Object.entries(more)) labels.set(key, id);
};

/** The sign pages' labels (tests check they come from the sign bundle). */
export const signFieldLabels = (): Readonly<Record<string, MessageId>> => SIGN_FIELD_LABELS;
