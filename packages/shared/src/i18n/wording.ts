import type { MessageId } from './message-id';

/**
 * A message not yet worded (issue 35): its id and the values of its placeholders. A value may itself
 * be a wording (a field's label, a kind of value), worded first in the same language. The server
 * keeps refusals as wordings until it knows the request's language; the web app words them in its
 * active one.
 */
export interface Wording {
  id: MessageId;
  values?: Record<string, unknown>;
}

/** Words a message in one language: Lingui's `i18n._`, the server's `translate` bound to a locale. */
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

export const isWording = (value: unknown): value is Wording =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  Object.keys(value).every((key) => key === 'id' || key === 'values');

/** `text` in the language of `translate`, its values (wordings among them) worded first. */
export const word = (text: Wording | MessageId, translate: Translate): string => {
  if (typeof text === 'string') return translate(text);
  if (!text.values) return translate(text.id);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      isWording(value) ? word(value, translate) : value,
    ]),
  );
  return translate(text.id, values);
};
