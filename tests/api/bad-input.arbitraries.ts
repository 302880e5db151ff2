// Random request parts for the bad-input property test: junk values, mutated valid bodies, deeply nested
// JSON, header values, override values, API keys, query strings and path segments.
import fc from 'fast-check';
import { richJobBody, validJobBody } from '../helpers/job-bodies.ts';

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  2_147_483_648,
  -2_147_483_649,
  5e-324,
  -0,
  0.1 + 0.2,
);
const junkString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '<script>alert(1)</script>',
    '%',
    '../..',
    'null',
    "'; DROP TABLE jobs; --",
  ),
  fc.string({ maxLength: 3 }).map((text) => text.repeat(500)),
);
const scalar = fc.oneof(junkString, fc.integer(), fc.double(), hugeNumber, fc.boolean(), fc.constant(null));
const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(junkString, scalar, { maxKeys: 4 }) },
);

/** Every property path of a valid body, nested ones included, where a wrong value can go. */
const FIELD_PATHS = [
  ['referenceId'],
  ['title'],
  ['closeDate'],
  ['confidential'],
  ['autoRefresh'],
  ['status'],
  ['locations'],
  ['locations', 0],
  ['locations', 0, 'description'],
  ['locations', 3],
  ['categories'],
  ['categories', 0],
  ['categories', 0, 'id'],
  ['positionType'],
  ['positionType', 'id'],
  ['salary'],
  ['salary', 'amount'],
  ['salary', 'maxAmount'],
  ['salary', 'period'],
  ['salary', 'period', 'id'],
  ['salary', 'plusCommission'],
  ['description'],
  ['applicantRoutingType'],
  ['applicantRoutingType', 'id'],
  ['applicationEmail'],
  ['applicationUrl'],
  ['__proto__'],
  ['constructor'],
] as const;

function setPath(
  body: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
  remove: boolean,
) {
  let node: unknown = body;
  for (const segment of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string | number, unknown>;
    if (record[segment] === null || typeof record[segment] !== 'object') record[segment] = {};
    node = record[segment];
  }
  const last = path.at(-1);
  if (last === undefined || node === null || typeof node !== 'object') return;
  if (remove) delete (node as Record<string | number, unknown>)[last];
  else Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
}

const mutatedBody = fc
  .tuple(
    fc.array(fc.record({ path: fc.constantFrom(...FIELD_PATHS), value: jsonJunk, remove: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.boolean(),
  )
  .map(([mutations, rich]) => {
    const body = (rich ? richJobBody() : validJobBody()) as Record<string, unknown>;
    for (const { path, value, remove } of mutations) setPath(body, path, value, remove);
    return JSON.stringify(body);
  });

/** A value nested `depth` levels deep, to find recursion limits. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });

export const rawBody = fc.oneof(
  { weight: 5, arbitrary: mutatedBody },
  { weight: 2, arbitrary: jsonJunk.map((value) => JSON.stringify(value) ?? 'undefined') },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: mutatedBody.map((text) => text.slice(0, Math.max(1, text.length - 7))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"title": 1e999}',
      '{"a":"\\ud800"}',
      '\uFEFF{}',
      '{"title":"x","title":"y"}',
      '{}',
    ),
  },
);

export const bodyTarget = fc.constantFrom(
  { method: 'POST', path: '/jobs' },
  { method: 'PUT', path: '/jobs' },
  { method: 'DELETE', path: '/jobs' },
  { method: 'PUT', path: '/jobs/{sacrificial}' },
  { method: 'POST', path: '/jobs/{sacrificial}?X-HTTP-Method-Override=PUT' },
);

/** Header values must be ByteStrings: keep printable Latin-1. */
export const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    'application/json',
    'APPLICATION/JSON;charset=utf-16',
    'application/json-patch+json',
    'application/jsonx',
    'text/plain',
    'text/html; charset=utf-8',
    'multipart/form-data; boundary=----x',
    'application/x-www-form-urlencoded',
    ';;;',
    'application/json; charset=nope',
    '*/*',
  ),
);

export const overrideValue = fc.oneof(
  fc.constantFrom(
    'DELETE',
    'delete',
    'PUT',
    'put',
    'Put ',
    'GET',
    'PATCH',
    'HEAD',
    'OPTIONS',
    'POST',
    '',
    'CONNECT',
    'TRACE',
  ),
  fc.string({ maxLength: 12 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

export const keyValue = fc.oneof(
  fc.constant<string | null>(null),
  fc.constant('A'),
  fc.constantFrom('', ' ', 'Bearer x', 'K1', 'null', 'undefined'),
  fc.string({ maxLength: 80 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
  fc.constantFrom(
    '',
    '%',
    '%zz',
    '%00',
    '%ff',
    '%E9',
    '%%',
    '+',
    '1e3',
    '-1',
    '0',
    '99999999999999999999',
    '1.5',
    ' 1',
    '0x10',
    'active',
    'ACTIVE',
    'draft',
    'archived',
    '%C3%A9',
  ),
  fc.integer().map(String),
);
const queryName = fc.constantFrom(
  'q',
  'status',
  'page',
  'pageSize',
  'PAGE',
  'q[]',
  'X-HTTP-Method-Override',
  '',
  '%',
  'api-key',
);
export const queryString = fc
  .array(fc.tuple(queryName, queryValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

export const pathSegment = fc.oneof(
  fc.constantFrom(
    'jobs',
    'jobs',
    'positiontypes',
    'categories',
    'locations',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '%00',
    '%',
    '%zz',
    '',
    'api',
    'v1.1',
    'JOBS',
    '%6Aobs',
  ),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '0x1',
    '١',
    ' 1',
    '01',
  ),
  fc.integer({ min: -10, max: 50 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
export const httpMethod = fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS');
