/**
 * Values for the trials, read from an operation's OpenAPI (JSON Schema) contract: one plausible value per
 * field, so a request gets as far as the code behind the contract, and the malformed values a hostile
 * client sends instead.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/** The first of a union that is not null, else the schema itself. */
function concrete(schema: Schema): Schema {
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!union?.length) return schema;
  return concrete(union.find((s) => s.type !== 'null') ?? union[0]!);
}

export function typeOf(schema: Schema): string {
  const s = concrete(schema);
  if (s.enum || s.const !== undefined) return typeof (s.enum?.[0] ?? s.const);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  return type ?? (s.properties ? 'object' : 'string');
}

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Candidate strings tried against a field's pattern, in order. */
const PATTERN_CANDIDATES = [day(30), 'abc', 'ABC', 'a', '1', '123', 'abc-123', '010-1234-5678', '01012345678', 'trial@minda.example', 'KIM MINDA', '16:00', '2026'];

function sampleString(s: Schema): string {
  if (s.format === 'date') return day(30);
  if (s.format === 'date-time') return new Date(Date.now() + 30 * DAY_MS).toISOString();
  if (s.format === 'email') return 'trial@minda.example';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'uri' || s.format === 'url') return 'https://minda.example/a';
  const min = s.minLength ?? 0;
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c) && c.length >= min && c.length <= (s.maxLength ?? Infinity));
    if (hit) return hit;
  }
  return '가'.repeat(Math.max(min, 1)).slice(0, s.maxLength ?? Infinity);
}

/** A value the contract accepts, as far as a schema says (patterns are tried, not solved). */
export function sampleOf(schema: Schema): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined && s.default !== null) return s.default;
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => sampleOf(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    default:
      return sampleString(s);
  }
}

/** One malformed value and the name the report gives it. */
export type Bad = { kind: string; value: unknown };

export const LONG_STRING = 'a'.repeat(100_000);

/** The strings that break text handling: NUL, a right-to-left override, a lone surrogate, 100k characters. */
const BAD_STRINGS: Bad[] = [
  { kind: 'string-100k', value: LONG_STRING },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'bidi-override', value: 'a\u202Eb' },
  { kind: 'lone-surrogate', value: 'a\uD800b' },
];

/** Numbers past int4, past a double's exact integers, negative, fractional. */
const BAD_NUMBERS: Bad[] = [
  { kind: 'int-2^31', value: 2 ** 31 },
  { kind: 'int-2^53', value: 2 ** 53 },
  { kind: 'int--1', value: -1 },
  { kind: 'fraction', value: 1.5 },
  { kind: 'negative-fraction', value: -2.5 },
];

/** What a hostile client puts in a JSON field instead of its value. */
export function badValues(schema: Schema): Bad[] {
  const type = typeOf(schema);
  const sample = sampleOf(schema);
  const out: Bad[] = [
    { kind: 'wrong-type', value: type === 'string' ? 12345 : type === 'object' || type === 'array' ? 'abc' : 'abc' },
    { kind: 'array-for-scalar', value: type === 'array' ? [[sample]] : [sample, sample] },
    { kind: 'object-for-scalar', value: { $gt: '' } },
    { kind: 'null', value: null },
    ...BAD_STRINGS,
  ];
  if (type === 'integer' || type === 'number' || type === 'string') out.push(...BAD_NUMBERS);
  return out;
}

/** What a hostile client puts in a query or path parameter (all strings on the wire). */
export function badParams(location: 'path' | 'query'): Bad[] {
  const out: Bad[] = [
    // The same strings percent-encoded; a lone surrogate has no UTF-8 form, so it goes as the bytes of one (CESU-8).
    { kind: 'string-100k', value: LONG_STRING },
    { kind: 'nul', value: 'a%00b' },
    { kind: 'bidi-override', value: 'a%E2%80%AEb' },
    { kind: 'lone-surrogate', value: 'a%ED%A0%80b' },
    ...BAD_NUMBERS.map((b) => ({ kind: b.kind, value: String(b.value) })),
    { kind: 'wrong-type', value: 'abc' },
    { kind: 'zero', value: '0' },
    { kind: 'exponent', value: '1e400' },
    { kind: 'empty', value: '' },
    { kind: 'broken-percent', value: '%E0%A4%A' },
    { kind: 'dot-dot', value: '..%2F..%2Fetc%2Fpasswd' },
  ];
  if (location === 'query') out.push({ kind: 'array-for-scalar', value: ['1', '2'] });
  return out;
}
