import type { z } from 'zod/mini';
import { fieldLabels, validationMessages as say, serverMessages, valueKinds } from '../messages';

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');

/**
 * A zod error as the `errors` map of DESIGN 3: field → messages, nested paths under their first key.
 * A value of the wrong type is told only that: zod still runs a length check on a list given for
 * text (`"email": []` was also "E-mail is required"). A number that is not whole is of the right
 * type: its range is still told.
 */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  const wrongType = new Set(
    error.issues
      .filter((issue) => issue.code === 'invalid_type' && issue.expected !== 'int')
      .map((issue) => pathKey(issue.path)),
  );
  for (const issue of error.issues) {
    if (issue.code !== 'invalid_type' && wrongType.has(pathKey(issue.path))) continue;
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
};

/** Words of a key written as initials ("list_id" reads "List ID"). */
const initials: Record<string, string> = { id: 'ID', ids: 'IDs', ip: 'IP' };

/** "time_zone" reads "Time zone", "list_id" "List ID"; `fieldLabels` words the others. */
const labelOf = (key: string): string =>
  fieldLabels[key] ??
  key
    .split('_')
    .filter(Boolean)
    .map((word, i) => initials[word] ?? (i === 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');

/** The label of the field an issue is about: its nearest named key (a list's item is its list's). */
export const fieldLabel = (path: readonly PropertyKey[]): string | null => {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return labelOf(key);
  }
  return null;
};

const isMissing = (input: unknown) => input === undefined || input === null;

const listOf = (values: readonly string[]): string =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** A union whose every option refused the value's type: "must be text or a number". */
const unionKinds = (errors: readonly (readonly z.core.$ZodIssue[])[]): string | null => {
  const kinds: string[] = [];
  for (const issues of errors) {
    const [issue] = issues;
    if (issues.length !== 1 || issue?.code !== 'invalid_type' || issue.path.length > 0) return null;
    const kind = valueKinds[issue.expected];
    if (!kind) return null;
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.length > 0 ? listOf(kinds) : null;
};

/**
 * Our sentence for an issue the schema words nothing for (issue 14): never zod's own text, always
 * the field's label. The server passes it to every parse of a request; a schema's own message wins.
 */
export const issueMessage = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'unrecognized_keys') return say.unknownFields(issue.keys);
  const label = fieldLabel(issue.path ?? []);
  if (label === null) {
    // The request itself: a missing body, `null`, a list or a number where the fields should be.
    return issue.code === 'invalid_type' ? serverMessages.bodyNotObject : serverMessages.validation;
  }
  const ofValue =
    issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
  if (ofValue && isMissing(issue.input)) return say.required(label);
  switch (issue.code) {
    case 'invalid_type': {
      const kind = valueKinds[issue.expected];
      return kind ? say.mustBe(label, kind) : say.notValid(label);
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return say.atMostCharacters(label, max);
      if (issue.origin === 'array' || issue.origin === 'set') return say.atMostItems(label, max);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? say.lessThan(label, max) : say.atMost(label, max);
      return say.notValid(label);
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return min === '1' ? say.notEmpty(label) : say.atLeastCharacters(label, min);
      if (issue.origin === 'array' || issue.origin === 'set') return say.atLeastItems(label, min);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? say.moreThan(label, min) : say.atLeast(label, min);
      return say.notValid(label);
    }
    case 'invalid_format':
      if (issue.format === 'email') return say.mustBe(label, 'an e-mail address');
      if (issue.format === 'date') return say.mustBe(label, 'a date (YYYY-MM-DD)');
      if (issue.format === 'datetime') return say.mustBe(label, 'a date and time');
      if (issue.format === 'starts_with' && typeof issue.prefix === 'string')
        return say.startsWith(label, issue.prefix);
      return say.notValid(label);
    case 'not_multiple_of':
      return say.multipleOf(label, String(issue.divisor));
    case 'invalid_value':
      return say.oneOf(label, listOf(issue.values.map(String)));
    case 'invalid_union': {
      const kinds = unionKinds(issue.errors);
      return kinds ? say.mustBe(label, kinds) : say.notValid(label);
    }
    default:
      return say.notValid(label);
  }
};

/**
 * A schema's "required" message, said only when the value is missing (or null): a value of another
 * type falls through to `issueMessage` ("E-mail must be text", not "E-mail is required").
 */
export const whenMissing =
  (message: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    isMissing(issue.input) ? message : undefined;

/**
 * "<Field> must be <kind>" for a value that is there but not of the kind: for a union or a pattern
 * whose options zod would list ("ID must be a whole number", not "must be a number or text").
 */
export const mustBe =
  (kind: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    isMissing(issue.input) ? undefined : say.mustBe(fieldLabel(issue.path ?? []) ?? 'The value', kind);
