/**
 * The malformed requests of one operation: its plausible request (values from the contract, path ids from
 * the seed) with one thing broken at a time: a field, a parameter, the body as a whole, or its content type.
 */
import { badParams, badValues, sampleOf, typeOf, type Schema } from './schema-values.ts';
import { isMutation, urlOf, type Operation, type Sent } from './operations.ts';

export type Case = { kind: string; field: string; req: Sent };

const JSON_TYPE = 'application/json';

/** Nested fields are broken down to this depth (the guest of a booking, a line's items[0].date). */
const MAX_DEPTH = 2;

/** Paths to every field of `schema` down to MAX_DEPTH, each with its schema ([] is the body itself). */
function fieldsOf(schema: Schema, depth = 0, at: (string | number)[] = []): { at: (string | number)[]; schema: Schema }[] {
  if (depth >= MAX_DEPTH) return [];
  const type = typeOf(schema);
  const s = schema.anyOf?.find((x) => x.type !== 'null') ?? schema;
  if (type === 'object') {
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) => [{ at: [...at, k], schema: v }, ...fieldsOf(v, depth + 1, [...at, k])]);
  }
  if (type === 'array' && s.items && typeOf(s.items) === 'object') return fieldsOf(s.items, depth, [...at, 0]);
  return [];
}

/** A deep copy of `value` with the field at `at` set to `to`. */
function withField(value: unknown, at: (string | number)[], to: unknown): unknown {
  if (at.length === 0) return to;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = to;
  return copy;
}

/** Whole bodies a hostile client sends instead of the contract's object. */
function badBodies(baseline: unknown): { kind: string; payload: string; contentType: string }[] {
  const json = JSON.stringify(baseline ?? {});
  const objectBody = json.startsWith('{') && json !== '{}';
  return [
    { kind: 'missing-required', payload: '{}', contentType: JSON_TYPE },
    { kind: 'empty-body', payload: '', contentType: JSON_TYPE },
    { kind: 'broken-json', payload: '{"a":', contentType: JSON_TYPE },
    { kind: 'body-array', payload: '[]', contentType: JSON_TYPE },
    { kind: 'body-scalar', payload: '"x"', contentType: JSON_TYPE },
    { kind: 'body-null', payload: 'null', contentType: JSON_TYPE },
    { kind: 'deep-nesting', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: JSON_TYPE },
    // JSON.stringify drops a __proto__ key, so these are spliced into the text.
    {
      kind: 'unknown-fields',
      payload: `{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}},"zzUnknown":1${objectBody ? `,${json.slice(1)}` : '}'}`,
      contentType: JSON_TYPE,
    },
    { kind: 'wrong-content-type:text', payload: json, contentType: 'text/plain' },
    { kind: 'wrong-content-type:form', payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'wrong-content-type:multipart', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nGIF89a\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { kind: 'wrong-content-type:xml', payload: '<?xml version="1.0"?><a/>', contentType: 'application/xml' },
  ];
}

/**
 * Every malformed request of `op`. `ids` gives path parameters a seeded value by name (so the rest of the
 * request reaches the code behind the contract); other parameters take the contract's sample.
 */
export function malformedCases(op: Operation, ids: Record<string, string>): Case[] {
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, ids[p.name] ?? encodeURIComponent(String(sampleOf(p.schema)))]));
  const queryValues: [string, string][] = op.query.map((q) => [q.name, encodeURIComponent(String(sampleOf(q.schema)))]);
  const baseline = op.body ? sampleOf(op.body) : undefined;
  const url = (path = pathValues, query = queryValues) => urlOf(op, path, query);
  const bodyOf = (value: unknown) => (op.body ? { payload: JSON.stringify(value), contentType: JSON_TYPE } : {});
  const cases: Case[] = [{ kind: 'baseline', field: '-', req: { method: op.method, url: url(), ...bodyOf(baseline) } }];

  for (const p of op.pathParams) {
    for (const bad of badParams('path')) cases.push({ kind: bad.kind, field: `path.${p.name}`, req: { method: op.method, url: url({ ...pathValues, [p.name]: String(bad.value) }), ...bodyOf(baseline) } });
  }
  for (const q of op.query) {
    for (const bad of badParams('query')) {
      const query = queryValues.flatMap(([k, v]): [string, string][] => (k !== q.name ? [[k, v]] : Array.isArray(bad.value) ? bad.value.map((x: string) => [k, x]) : [[k, String(bad.value)]]));
      cases.push({ kind: bad.kind, field: `query.${q.name}`, req: { method: op.method, url: url(pathValues, query), ...bodyOf(baseline) } });
    }
  }
  if (op.query.length) {
    cases.push({ kind: 'unknown-fields', field: 'query', req: { method: op.method, url: url(pathValues, [...queryValues, ['__proto__[role]', 'admin'], ['zzUnknown', '1']]), ...bodyOf(baseline) } });
  }
  if (op.query.some((q) => q.required)) cases.push({ kind: 'missing-required', field: 'query', req: { method: op.method, url: url(pathValues, []), ...bodyOf(baseline) } });

  if (op.body) {
    for (const f of fieldsOf(op.body)) {
      for (const bad of badValues(f.schema)) {
        cases.push({ kind: bad.kind, field: `body.${f.at.join('.')}`, req: { method: op.method, url: url(), payload: JSON.stringify(withField(baseline, f.at, bad.value)), contentType: JSON_TYPE } });
      }
    }
  }
  if (isMutation(op)) {
    for (const bad of badBodies(baseline)) cases.push({ kind: bad.kind, field: 'body', req: { method: op.method, url: url(), payload: bad.payload, contentType: bad.contentType } });
  }
  return cases;
}
