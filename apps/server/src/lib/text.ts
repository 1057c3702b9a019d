import type { MessageId } from '@studio/shared';

/** Half of a surrogate pair: in a `u` pattern a whole pair is one code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Text PostgreSQL cannot hold, found by field so that it is refused naming the field instead of
 * failing the query: U+0000 (no text column takes it) and half of a surrogate pair (`"\ud800"` in
 * JSON; a json column refuses it, a text column would keep U+FFFD instead: issue 33). The validator
 * refuses it in every request (lib/error-handler.ts), a webhook in what its signed payload held.
 * Walked with a stack, not recursion (bodies are depth-bounded too: lib/json-body.ts).
 */
export const fieldsWithBadText = (root: unknown): [string, MessageId[]][] => {
  const found: [string, MessageId[]][] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push([path || 'body', ['common.form.nulCharacter']]);
      else if (LONE_SURROGATE.test(value)) found.push([path || 'body', ['common.form.unpairedSurrogate']]);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) stack.push([item, path ? `${path}.${i}` : String(i)]);
    } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value)) stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return found.reverse();
};
