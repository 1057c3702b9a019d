import { AUTH_HEADERS } from '@studio/shared';

/**
 * Bad inputs for every operation of the OpenAPI document the app serves (issue 33's sweep,
 * bad-input-sweep.test.ts): a fixed, deterministic list per operation, built from its parameters and
 * its JSON body's schema. Each input says what it is (`label`), so a failure names what was sent
 * without printing a megabyte.
 */

/** The slice of JSON Schema the document's operations use (zod's toJSONSchema output). */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The document's path, e.g. `/api/v4/studio/workouts/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
  /** The document's own key for the operation: `POST /api/v4/studio/workouts/{id}`. */
  key: string;
};

/** One request of the sweep: what to send and a short label of what is bad in it. */
export type BadInput = {
  label: string;
  /** What a known failure is filed under (bad-input-sweep.test.ts): the label up to " = " unless told. */
  group?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/** The operations of an OpenAPI 3 document, in its order. */
export const operationsOf = (document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: content?.['application/json']?.schema,
        key: `${method.toUpperCase()} ${path}`,
      };
    }),
  );

const MB = 1_000_000;
/** 10,000 levels of nesting, alternating objects and lists. */
const deepJson = (levels: number) => {
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i += 1) {
    open += i % 2 === 0 ? '{"a":' : '[';
    close = (i % 2 === 0 ? '}' : ']') + close;
  }
  return `${open}1${close}`;
};
const DEEP = deepJson(10_000);

type Values = [label: string, json: string][];

/** Values of the wrong kind for any JSON field, as raw JSON text (so that -0, 1e400 and 2^63 arrive as sent). */
const wrongKinds: Values = [
  ['123', '123'],
  ['1e400 (Infinity when parsed)', '1e400'],
  ['true', 'true'],
  ['null', 'null'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['[{}]', '[{}]'],
  ['"text"', '"text"'],
  ['NUL', '"\\u0000"'],
];

/** Numbers at and past every edge (for a field that takes a number). */
const badNumbers: Values = [
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['-0', '-0'],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['2^63', '9223372036854775808'],
  ['-2^63-1', '-9223372036854775809'],
  ['2^64', '18446744073709551616'],
  ['1e-320', '1e-320'],
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"Infinity"'],
  ['"-0"', '"-0"'],
  ['"1e308"', '"1e308"'],
  ['"2^63"', '"9223372036854775808"'],
  ['"20 digits"', '"99999999999999999999"'],
  ['"-1"', '"-1"'],
  ['"0x10"', '"0x10"'],
];

/** 10,000 characters that do not compress (a btree index entry holds about 2,700 bytes). */
const incompressible = (length: number) => {
  let seed = 33;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(97 + ((seed >>> 16) % 26));
  }
  return text;
};

/** Text at and past every edge (for a field that takes text). */
const badTexts: Values = [
  ['""', '""'],
  ['blanks, RTL mark, BOM, zero-width', '" \\u200f\\ufeff\\u200b "'],
  ['text with NUL', '"a\\u0000b"'],
  ['lone high surrogate', '"\\ud800"'],
  ['lone low surrogate', '"x\\udfffx"'],
  ['RTL override', '"\\u202eevil\\u202c"'],
  ['emoji', `"${'👩🏽‍💻🇧🇷'}"`],
  ['combining marks', `"${'e\u0301'.repeat(50)}"`],
  ['control characters', '"\\u0001\\u001f\\u007f\\u0085"'],
  ['impossible date', '"2026-02-30"'],
  ['year 275760', '"275760-09-14"'],
  ['date before year 0', '"-271821-04-20T00:00:00Z"'],
  ['date-time past the end of time', '"+275760-09-13T00:00:00.001Z"'],
  ['time 25:61', '"25:61"'],
  ['10,000 characters', `"${incompressible(10_000)}"`],
  ['2,500 emoji', `"${'👍'.repeat(2_500)}"`],
];

/** A 1 MB string: sent in one text field per operation (the body limit is 1 MiB). */
const oneMegabyte: Values = [['1 MB string', `"${'x'.repeat(MB)}"`]];

/** Lists at and past every edge (for a field that takes a list). */
const badLists: Values = [
  ['[null]', '[null]'],
  ['[1e308]', '[1e308]'],
  ['[-1]', '[-1]'],
  ['[2^63]', '[9223372036854775808]'],
  ['["NUL"]', '["\\u0000"]'],
  ['[[]]', '[[]]'],
  ['the same item twice', '[1,1]'],
  ['10,000 items', `[${'1,'.repeat(9_999)}1]`],
];

/** The bad values for a field of this schema: the wrong kinds, then the edges of its own kind(s). */
export const badValuesFor = (schema: Schema | undefined, withMegabyte = false): Values => {
  const kinds = new Set<string>();
  const walk = (s: Schema | undefined) => {
    if (!s) return;
    for (const c of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(c);
    for (const type of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) kinds.add(type);
    if (s.enum) kinds.add('string');
  };
  walk(schema);
  // A field the document does not type gets every edge.
  if (kinds.size === 0) for (const k of ['string', 'number', 'array']) kinds.add(k);
  return [
    ...wrongKinds,
    ...(kinds.has('number') || kinds.has('integer') ? badNumbers : []),
    ...(kinds.has('string') ? badTexts : []),
    ...(kinds.has('string') && withMegabyte ? oneMegabyte : []),
    ...(schema?.format === 'email'
      ? ([['e-mail of 300 characters', `"${'a'.repeat(290)}@b.co"`]] as Values)
      : []),
    ...(kinds.has('array') ? badLists : []),
    ...(kinds.has('object') ? ([['{"a":1}', '{"a":1}']] as Values) : []),
  ];
};

/** Bad values of a path parameter, already encoded for the URL. */
const badPathValues: [label: string, value: string][] = [
  ['0', '0'],
  ['-1', '-1'],
  ['-0', '-0'],
  ['1.5', '1.5'],
  ['text', 'abc'],
  ['1e308', '1e308'],
  ['1e3', '1e3'],
  ['0x10', '0x10'],
  ['2^53+1', '9007199254740993'],
  ['2^63-1', '9223372036854775807'],
  ['2^63', '9223372036854775808'],
  ['20 digits', '99999999999999999999'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['space', '%20'],
  ['encoded NUL', '%00'],
  ['NUL in text', 'a%00b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['malformed escape', '%E0%A4%A'],
  ['RTL override', '%E2%80%AEevil'],
  ['emoji', '%F0%9F%91%8D'],
  ['dot', '.'],
  ['dot dot', '..'],
  ['encoded slash', '..%2F..%2Fetc'],
  ['101 characters', 'x'.repeat(101)],
  ['10,000 characters', '9'.repeat(10_000)],
];

/** Bad values of a query parameter, already encoded for the URL. */
const badQueryValues: [label: string, value: string][] = [
  ['empty', ''],
  ['text', 'abc'],
  ['-1', '-1'],
  ['-0', '-0'],
  ['1.5', '1.5'],
  ['1e308', '1e308'],
  ['1e400', '1e400'],
  ['2^31', '2147483648'],
  ['2^63', '9223372036854775808'],
  ['20 digits', '99999999999999999999'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['true', 'true'],
  ['encoded NUL', '%00'],
  ['NUL in text', 'a%00b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['malformed escape', '%'],
  ['RTL override', '%E2%80%AEevil'],
  ['emoji', '%F0%9F%91%8D%F0%9F%8F%BD'],
  ['impossible date', '2026-02-30'],
  ['year 275760', '275760-09-14'],
  ['date before year 0', '-271821-04-20'],
  ['list of 1,000 numbers', Array.from({ length: 1000 }, (_, i) => i + 1).join(',')],
  ['1 MB', 'x'.repeat(MB)],
  ['1 MB of digits', '9'.repeat(MB)],
];

/** A value the schema accepts, as far as a plain walk can tell (enough to reach past the other fields). */
export const sample = (schema: Schema | undefined): unknown => {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((c) => c.type !== 'null') ?? choices[0]);
  if (schema.allOf?.[0]) return sample(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name])]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
};

const sampleString = (schema: Schema): string => {
  if (schema.format === 'email') return 'sweep@example.com';
  if (schema.format === 'date') return '2026-01-05';
  if (schema.format === 'date-time') return '2026-01-05T10:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const candidates = [
    'sweep',
    'sweep@example.com',
    '1',
    '19.99',
    'https://example.com/sweep',
    '2026-01-05',
    '10:00',
    'en',
    '#336699',
    'a1b2c3d4',
    'x'.repeat(8),
  ];
  return candidates.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
};

/** A stand-in that JSON.stringify keeps as it is and that no sample contains. */
const HOLE = '\u0001hole\u0001';
const HOLE_JSON = JSON.stringify(HOLE);

/** The JSON fields of a body schema, as paths into its sample, with their own schemas (three levels). */
type Field = [path: (string | number)[], schema: Schema];

const fieldsOf = (schema: Schema, at: (string | number)[] = [], depth = 0): Field[] => {
  if (depth >= 3) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  const inner = choices?.find((c) => c.type === 'object' || c.type === 'array') ?? schema;
  if (inner.properties) {
    return Object.entries(inner.properties).flatMap(([name, child]): Field[] => [
      [[...at, name], child],
      ...fieldsOf(child, [...at, name], depth + 1),
    ]);
  }
  if (inner.type === 'array' && inner.items && at.length > 0) {
    return [[[...at, 0], inner.items], ...fieldsOf(inner.items, [...at, 0], depth + 1)];
  }
  return [];
};

/** The sample body with the value at `path` swapped for the stand-in (objects and lists made on the way). */
const withHole = (schema: Schema, base: unknown, path: (string | number)[]): string => {
  const root = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = root;
  let nodeSchema: Schema | undefined = schema;
  for (const [i, step] of path.entries()) {
    const choices: Schema[] | undefined = nodeSchema?.anyOf ?? nodeSchema?.oneOf;
    const inner: Schema | undefined =
      choices?.find((c) => c.type === 'object' || c.type === 'array') ?? nodeSchema;
    const childSchema: Schema | undefined =
      typeof step === 'number' ? inner?.items : inner?.properties?.[step];
    if (i === path.length - 1) {
      node[step] = HOLE;
    } else {
      const existing = node[step];
      if (existing === null || typeof existing !== 'object') {
        const made = sample(childSchema);
        node[step] = (
          made !== null && typeof made === 'object' ? made : typeof path[i + 1] === 'number' ? [] : {}
        ) as never;
      }
      node = node[step] as Record<string | number, unknown>;
    }
    nodeSchema = childSchema;
  }
  return JSON.stringify(root);
};

const json = { 'content-type': 'application/json' };
const multipart = (boundary?: string) => ({
  'content-type':
    boundary === undefined ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
});

/** What the inputs spoil: the path parameters not being spoiled, and the body around a spoiled field. */
export type Defaults = {
  /** Path parameters by name, encoded (the schema's sample for the others). */
  path: Record<string, string>;
  /** Fields laid over the schema's sample body, for bodies whose rules a plain walk cannot meet. */
  body?: Record<string, unknown>;
};

/**
 * The sweep's inputs for one operation: each path and query parameter spoiled in turn, then the
 * body (whole, then each field with each bad value), malformed multipart for every write, and a few
 * spoiled headers, each around `defaults`.
 */
export const badInputs = (operation: Operation, defaults: Defaults): BadInput[] => {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const goodPath = (name: string, schema?: Schema) => {
    const given = defaults.path[name];
    if (given !== undefined) return given;
    const value = sample(schema);
    return encodeURIComponent(String(value));
  };
  const urlWith = (spoilt?: { name: string; value: string }) =>
    operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
      name === spoilt?.name ? spoilt.value : goodPath(name, pathParams.find((p) => p.name === name)?.schema),
    );
  const url = urlWith();
  const inputs: BadInput[] = [];

  for (const param of pathParams) {
    for (const [label, value] of badPathValues) {
      inputs.push({ label: `path ${param.name} = ${label}`, url: urlWith({ name: param.name, value }) });
    }
    if (param.name === '*') {
      for (const value of ['..%2F..%2Fetc%2Fpasswd', './a', '%2e%2e/a', 'a//b', 'a/./b', 'a/%2e/b']) {
        inputs.push({ label: `path * = ${value}`, url: urlWith({ name: '*', value }) });
      }
    }
  }

  for (const param of queryParams) {
    for (const [label, value] of badQueryValues) {
      inputs.push({ label: `query ${param.name} = ${label}`, url: `${url}?${param.name}=${value}` });
    }
    inputs.push({ label: `query ${param.name} twice`, url: `${url}?${param.name}=1&${param.name}=2` });
    inputs.push({ label: `query ${param.name}[]`, url: `${url}?${param.name}[]=1&${param.name}[a]=2` });
  }
  inputs.push({ label: 'query __proto__', url: `${url}?__proto__=1&constructor=2&toString=3` });

  if (operation.method !== 'GET') {
    const bodies: [string, string | Buffer, Record<string, string>?][] = [
      ['no body and no type', '', {}],
      ['empty JSON body', ''],
      ['null', 'null'],
      ['[]', '[]'],
      ['[{}]', '[{}]'],
      ['0', '0'],
      ['"text"', '"text"'],
      ['true', 'true'],
      ['{}', '{}'],
      ['truncated JSON', '{"a":'],
      ['not JSON', 'nul'],
      ['NUL byte', '\u0000'],
      ['BOM then {}', '\ufeff{}'],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['10,000 levels of objects and lists', DEEP],
      ['10,000 levels of lists', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
      ['__proto__', '{"__proto__":{"admin":true}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
      ['1 MB string', `"${'x'.repeat(MB)}"`],
      ['1 MB of emoji', `"${'👍'.repeat(MB / 4)}"`],
      ['over the body limit', `"${'x'.repeat(1_100_000)}"`],
      ['text/plain', 'x', { 'content-type': 'text/plain' }],
      ['form-encoded', 'a=1&a=2&b[c]=3', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['JSON in UTF-16', '{}', { 'content-type': 'application/json; charset=utf-16' }],
      ['unknown type', '{}', { 'content-type': 'application/x-sweep' }],
      ['type with a NUL-ish parameter', '{}', { 'content-type': 'application/json; a="\\"' }],
    ];
    const base = operation.body && { ...(sample(operation.body) as object), ...defaults.body };
    if (base) bodies.push(['the sample body in a list', `[${JSON.stringify(base)}]`]);
    for (const [label, payload, headers] of bodies) {
      inputs.push({ label: `body ${label}`, url, payload, headers: headers ?? json });
    }
    let megabyteSent = false;
    for (const [field, fieldSchema] of operation.body ? fieldsOf(operation.body) : []) {
      const template = withHole(operation.body as Schema, base, field);
      const values = badValuesFor(fieldSchema, !megabyteSent);
      megabyteSent ||= values.includes(oneMegabyte[0] as Values[number]);
      for (const [label, value] of values) {
        inputs.push({
          label: `body ${field.join('.')} = ${label}`,
          url,
          payload: template.replace(HOLE_JSON, value),
          headers: json,
        });
      }
    }
    if (operation.method === 'POST' || operation.method === 'PUT') {
      const b = 'sweepboundary';
      const part = (name: string, filename: string, bytes: string) =>
        `--${b}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n${bytes}\r\n--${b}--\r\n`;
      const forms: [string, string, Record<string, string>][] = [
        ['multipart without a boundary', 'garbage', multipart()],
        ['multipart, garbage', 'garbage', multipart(b)],
        ['multipart, empty', '', multipart(b)],
        [
          'multipart, a part never closed',
          `--${b}\r\ncontent-disposition: form-data; name="a"\r\n\r\nxx`,
          multipart(b),
        ],
        ['multipart, a part without headers', `--${b}\r\n\r\nxx\r\n--${b}--\r\n`, multipart(b)],
        [
          'multipart, a text file with a traversal name',
          part('file', '../../etc/passwd', 'not an image'),
          multipart(b),
        ],
        ['multipart, a boundary of 1,000 characters', 'garbage', multipart('b'.repeat(1000))],
        ['multipart, two files', part('a', 'a.png', 'x') + part('b', 'b.png', 'y'), multipart(b)],
      ];
      for (const [label, payload, headers] of forms) {
        inputs.push({ label: `body ${label}`, group: 'multipart', url, payload, headers });
      }
    }
  }

  for (const [label, headers] of [
    ['Idempotency-Key of 10,000 characters', { 'idempotency-key': 'k'.repeat(10_000) }],
    ['Idempotency-Key with text after a valid one', { 'idempotency-key': 'abcdefgh-1234, x' }],
    // One key for the whole sweep: a keyed route binds it first, the next one is refused.
    ['a valid Idempotency-Key', { 'idempotency-key': 'sweep-key-0001' }],
    ['Accept-Encoding nonsense', { 'accept-encoding': 'x'.repeat(10_000) }],
    ['Range nonsense', { range: 'bytes=99999999999999999999-' }],
    ['If-None-Match of 10,000 characters', { 'if-none-match': `"${'e'.repeat(10_000)}"` }],
    ['session token of 10,000 characters', { [AUTH_HEADERS.token]: 't'.repeat(10_000) }],
    ['e-mail of 10,000 characters', { [AUTH_HEADERS.email]: `${'e'.repeat(10_000)}@example.com` }],
    ['e-mail with an encoded NUL', { [AUTH_HEADERS.email]: 'a%00@example.com' }],
  ] as const) {
    inputs.push({ label: `header ${label}`, url, headers });
  }
  return inputs;
};
