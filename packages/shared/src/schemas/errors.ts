import type { z } from 'zod/mini';
import type { MessageId } from '../i18n/message-id';
import { type Translate, type Wording, word } from '../i18n/wording';
import { fieldLabelId } from './field-labels';

/**
 * Validation in every language (issues 14 and 35). A parse runs with `issueId` as its error map: each
 * issue gets a message id (the schema's own, else ours; never zod's English). `issueText` turns the
 * finished issue into that id and its values (the field's label, the limit, a custom issue's
 * `params`), and `issueMessage`/`fieldErrors` word it with a translate function: the server's in the
 * request's language, the web app's in its active one. Same schema, same sentence, any language.
 */

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');

/** Words of a key written as initials ("list_id" reads "List ID"). */
const initials: Record<string, string> = { id: 'ID', ids: 'IDs', ip: 'IP' };

/**
 * A field's label: `fieldLabelId` words every key the schemas name in each language; a key it does
 * not know reads as itself ("time_zone" reads "Time zone").
 */
const labelOf = (key: string): Wording | string => {
  const id = fieldLabelId(key);
  if (id) return { id };
  return key
    .split('_')
    .filter(Boolean)
    .map((word, i) => initials[word] ?? (i === 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');
};

/** The label of the field an issue is about: its nearest named key (a list's item is its list's). */
export const fieldLabel = (path: readonly PropertyKey[]): Wording | string | null => {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return labelOf(key);
  }
  return null;
};

/** How a value of the wrong type is told what it should be ("E-mail must be text"). */
const valueKinds: Record<string, MessageId> = {
  string: 'common.kind.text',
  number: 'common.kind.number',
  nan: 'common.kind.number',
  int: 'common.kind.wholeNumber',
  bigint: 'common.kind.wholeNumber',
  boolean: 'common.kind.boolean',
  date: 'common.kind.date',
  array: 'common.kind.list',
  tuple: 'common.kind.list',
  set: 'common.kind.list',
  object: 'common.kind.object',
  record: 'common.kind.object',
  map: 'common.kind.object',
  file: 'common.kind.file',
  null: 'common.kind.empty',
};

/** What a text of a format should be ("Day must be a date (YYYY-MM-DD)"). */
const formatKinds: Record<string, MessageId> = {
  email: 'common.kind.email',
  date: 'common.kind.day',
  datetime: 'common.kind.dateTime',
};

const kindOf = (expected: string): MessageId | undefined =>
  Object.hasOwn(valueKinds, expected) ? valueKinds[expected] : undefined;

/** "a, b or c": the items before the last joined by commas, the last by the language's "or". */
const listOf = (items: readonly (Wording | string)[]): Wording | string => {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1) as Wording | string;
  const head = items.slice(0, -1);
  return { id: 'common.validation.orList', values: { items: commaList(head), last } };
};

const commaList = (items: readonly (Wording | string)[]): Wording | string => {
  if (items.every((item) => typeof item === 'string')) return items.join(', ');
  if (items.length === 1) return items[0] as Wording | string;
  return { id: 'common.validation.commaList', values: { first: items[0], rest: commaList(items.slice(1)) } };
};

/** A union whose every option refused the value's type: "must be text or a number". */
const unionKinds = (errors: readonly (readonly z.core.$ZodIssue[])[]): Wording | string | null => {
  const kinds: MessageId[] = [];
  for (const issues of errors) {
    const [issue] = issues;
    if (issues.length !== 1 || issue?.code !== 'invalid_type' || issue.path.length > 0) return null;
    const kind = kindOf(issue.expected);
    if (!kind) return null;
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.length > 0 ? listOf(kinds.map((id) => ({ id }))) : null;
};

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * The message id of an issue the schema words nothing for (issue 14): never zod's own text. The
 * server passes it to every parse of a request, the web app to its forms'; a schema's own id wins.
 * It sees the value (missing or of another type), which the finished issue no longer carries.
 */
export const issueId = (issue: z.core.$ZodRawIssue): MessageId => {
  if (issue.code === 'unrecognized_keys') return 'common.validation.unknownFields';
  if (fieldLabel(issue.path ?? []) === null) {
    // The request itself: a missing body, `null`, a list or a number where the fields should be.
    return issue.code === 'invalid_type' ? 'server.request.bodyNotObject' : 'common.error.validation';
  }
  const ofValue =
    issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
  if (ofValue && isMissing(issue.input)) return 'common.validation.required';
  switch (issue.code) {
    case 'invalid_type':
      return kindOf(issue.expected) ? 'common.validation.mustBe' : 'common.validation.notValid';
    case 'too_big':
      if (issue.origin === 'string') return 'common.validation.atMostCharacters';
      if (issue.origin === 'array' || issue.origin === 'set') return 'common.validation.atMostItems';
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? 'common.validation.lessThan' : 'common.validation.atMost';
      return 'common.validation.notValid';
    case 'too_small':
      if (issue.origin === 'string')
        return String(issue.minimum) === '1'
          ? 'common.validation.notEmpty'
          : 'common.validation.atLeastCharacters';
      if (issue.origin === 'array' || issue.origin === 'set') return 'common.validation.atLeastItems';
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? 'common.validation.moreThan' : 'common.validation.atLeast';
      return 'common.validation.notValid';
    case 'invalid_format':
      if (issue.format in formatKinds) return 'common.validation.mustBe';
      if (issue.format === 'starts_with' && typeof issue.prefix === 'string')
        return 'common.validation.startsWith';
      return 'common.validation.notValid';
    case 'not_multiple_of':
      return 'common.validation.multipleOf';
    case 'invalid_value':
      return 'common.validation.oneOf';
    case 'invalid_union':
      return unionKinds(issue.errors) ? 'common.validation.mustBe' : 'common.validation.notValid';
    default:
      return 'common.validation.notValid';
  }
};

/** What an issue's sentence may name: its field, its limit, the kind it wants, a custom issue's params. */
const issueValues = (issue: Issue): Record<string, unknown> => {
  const values: Record<string, unknown> = {
    field: fieldLabel(issue.path ?? []) ?? { id: 'common.validation.theValue' },
  };
  switch (issue.code) {
    case 'invalid_type': {
      const kind = kindOf(issue.expected);
      if (kind) values.kind = { id: kind };
      break;
    }
    case 'too_big':
      values.max = Number(issue.maximum);
      break;
    case 'too_small':
      values.min = Number(issue.minimum);
      break;
    case 'invalid_format':
      if (issue.format in formatKinds) values.kind = { id: formatKinds[issue.format] };
      if (issue.format === 'starts_with' && 'prefix' in issue) values.prefix = issue.prefix;
      break;
    case 'not_multiple_of':
      values.divisor = String(issue.divisor);
      break;
    case 'invalid_value':
      values.values = listOf(issue.values.map(String));
      break;
    case 'invalid_union': {
      const kinds = unionKinds(issue.errors);
      if (kinds) values.kind = kinds;
      break;
    }
    case 'unrecognized_keys':
      values.keys = issue.keys.join(', ');
      values.count = issue.keys.length;
      break;
    case 'custom':
      Object.assign(values, issue.params);
      break;
  }
  return values;
};

/** An issue as a message to word: its id (set by the schema or by `issueId`) and its values. */
export const issueText = (issue: Issue): Wording => ({
  id: (issue.message as MessageId | undefined) || issueId(issue as z.core.$ZodRawIssue),
  values: issueValues(issue),
});

/** An issue's sentence in the language of `translate`. */
export const issueMessage = (issue: Issue, translate: Translate): string => word(issueText(issue), translate);

/**
 * A zod error as the `errors` map of DESIGN 3, not yet worded: field → messages, nested paths under
 * their first key. A value of the wrong type is told only that: zod still runs a length check on a
 * list given for text (`"email": []` was also "E-mail is required"). A number that is not whole is of
 * the right type: its range is still told.
 */
export const fieldTexts = (error: z.core.$ZodError): Record<string, Wording[]> => {
  const out: Record<string, Wording[]> = {};
  const seen = new Map<string, Set<string>>();
  const wrongType = new Set(
    error.issues
      .filter((issue) => issue.code === 'invalid_type' && issue.expected !== 'int')
      .map((issue) => pathKey(issue.path)),
  );
  for (const issue of error.issues) {
    if (issue.code !== 'invalid_type' && wrongType.has(pathKey(issue.path))) continue;
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const text = issueText(issue);
    const said = seen.get(key) ?? new Set<string>();
    const same = JSON.stringify(text);
    if (said.has(same)) continue;
    said.add(same);
    seen.set(key, said);
    out[key] = [...(out[key] ?? []), text];
  }
  return out;
};

/** `fieldTexts` worded in the language of `translate` (a message said twice for a field, once). */
export const fieldErrors = (error: z.core.$ZodError, translate: Translate): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fieldTexts(error)).map(([key, texts]) => [
      key,
      [...new Set(texts.map((text) => word(text, translate)))],
    ]),
  );

/**
 * A schema's "required" message, said only when the value is missing (or null): a value of another
 * type falls through to `issueId` ("E-mail must be text", not "E-mail is required").
 */
export const whenMissing =
  (message: MessageId) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    isMissing(issue.input) ? message : undefined;

/**
 * "<Field> must be <kind>" for a value that is there but not of the kind: for a union or a pattern
 * whose options zod would list ("ID must be a whole number", not "must be a number or text").
 * `message` is the whole sentence with its kind (`common.validation.wholeNumber`), `{field}` in it.
 */
export const mustBe =
  (message: MessageId) =>
  (issue: z.core.$ZodRawIssue): MessageId | undefined =>
    isMissing(issue.input) ? undefined : message;
