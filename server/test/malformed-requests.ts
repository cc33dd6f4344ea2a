/**
 * Malformed requests for every operation of an OpenAPI 3.1 document, derived from the document
 * alone (methods, paths, parameters, request body schemas), so an operation added later is
 * covered without touching the test.
 */

import { joinBytes } from "../platform/bytes.ts";

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  example?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: Schema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  "x-permissions"?: string[];
  "x-features"?: string[];
  "x-resource"?: string;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

export interface Probe {
  /** What was sent, for the failure report. */
  label: string;
  /** Path and query, already encoded, without the /api prefix. */
  url: string;
  /** Bytes where text cannot say it: a multipart body may carry a lone surrogate's bytes. */
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export interface FuzzOperation {
  method: string;
  path: string;
  secured: boolean;
  probes: Probe[];
  /** A JSON body the operation's schema accepts, when it takes one. */
  validBody?: string;
  /** The operation's declared access rule and the kind of thing its path parameters name. */
  permissions: string[];
  features: string[];
  resource?: string;
}

const UUID = "00000000-0000-4000-8000-000000000000";
/** Strings tried, in order, against a `pattern` the sample must match. */
const PATTERN_CANDIDATES = ["acme", "phishing-essentials", "123456", "example.com", "+55 11 99999-9999", "/academy", "#2563eb", "a"];
const DEEP = 10_000;
const DEEP_MARKER = "\u0001deep\u0001";
const deepArray = () => `${"[".repeat(DEEP)}${"]".repeat(DEEP)}`;

const HUGE_STRING = "a".repeat(200_000);
const HUGE_QUERY = "a".repeat(20_000);
/** Odd ids for path parameters, already encoded as they travel in a URL. */
const PATH_VALUES: [string, string][] = [
  ["not-a-uuid", "not-a-uuid"],
  ["NUL", "%00"],
  ["NUL inside", `${UUID.slice(0, 8)}%00${UUID.slice(8)}`],
  ["traversal", "..%2f..%2fopenapi.json"],
  ["dot-dot", "%2e%2e"],
  ["very long", "a".repeat(5_000)],
  ["unicode", encodeURIComponent("ção-日本-😀")],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["broken escape", "%E0%A4%A"],
];

export function operations(doc: OpenApiDocument): FuzzOperation[] {
  const resolve = (s: Schema | undefined): Schema => {
    let out = s ?? {};
    for (let i = 0; out.$ref && i < 10; i++) out = doc.components?.schemas?.[out.$ref.replace("#/components/schemas/", "")] ?? {};
    return out;
  };
  const sample = (raw: Schema | undefined, depth = 0, name = ""): unknown => {
    const s = resolve(raw);
    if (depth > 8) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    if (s.example !== undefined) return s.example;
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives?.length) return sample(alternatives.find((a) => resolve(a).type !== "null") ?? alternatives[0], depth + 1, name);
    if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => sample(a, depth + 1)));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
    switch (type) {
      case "string":
        return sampleString(s, name);
      case "integer":
      case "number":
        return s.minimum ?? Math.min(1, s.maximum ?? 1);
      case "boolean":
        return true;
      case "array":
        return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1, name));
      case "null":
        return null;
      default: {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, depth + 1, k);
        if (typeof s.additionalProperties === "object") out["cybersecurity"] = sample(s.additionalProperties, depth + 1);
        return out;
      }
    }
  };

  const out: FuzzOperation[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === "path");
      const queryParams = params.filter((p) => p.in === "query");
      const validPath = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema) ?? UUID))]));
      const validQuery = Object.fromEntries(
        queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
      );
      const url = (pathValues: Record<string, string> = validPath, query: Record<string, string | string[]> = validQuery) => {
        const p = template.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? validPath[name] ?? UUID);
        const q = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${x}`));
        return q.length ? `${p}?${q.join("&")}` : p;
      };
      const probes: Probe[] = [];

      for (const p of pathParams) {
        for (const [what, value] of PATH_VALUES)
          probes.push({ label: `path ${p.name}: ${what}`, url: url({ ...validPath, [p.name]: value }) });
      }
      for (const p of queryParams) {
        const valid = encodeURIComponent(String(sample(p.schema)));
        const variants: [string, string | string[]][] = [
          ["NUL", `${valid}%00`],
          ["encoded lone surrogate", `${valid}%ED%A0%80`],
          ["huge", HUGE_QUERY],
          ["repeated", [valid, valid]],
          ["wrong type", resolve(p.schema).type === "string" ? "%5B%5D" : "NaN"],
          ["unicode", encodeURIComponent("ção-日本-😀")],
        ];
        for (const [what, value] of variants)
          probes.push({ label: `query ${p.name}: ${what}`, url: url(validPath, { ...validQuery, [p.name]: value }) });
      }
      probes.push({ label: "undeclared query with NUL", url: url(validPath, { ...validQuery, "x%00": "%00" }) });

      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      // a GET carries no body (fetch refuses one)
      const json = (label: string, body: string, contentType = "application/json") =>
        method !== "get" && probes.push({ label, url: url(), body, contentType });
      json("bad JSON", '{"a":');
      json("unclosed deep nesting", "[".repeat(DEEP));
      json("deep nesting", deepArray());
      if (bodySchema) {
        const valid = sample(bodySchema);
        json("not JSON", "hello");
        json("JSON as text/plain", JSON.stringify(valid), "text/plain");
        for (const [what, v] of [
          ["array", []],
          ["null", null],
          ["string", "x"],
          ["number", 1],
        ] as const)
          json(`top-level ${what}`, JSON.stringify(v));
        json("huge array", JSON.stringify(Array.from({ length: 100_000 }, () => 0)));
        if (isObject(valid)) {
          json("key with NUL", JSON.stringify({ ...valid, "bad\u0000key": 1 }));
          json("key with lone surrogate", JSON.stringify({ ...valid, "bad\ud800key": 1 }));
        }
        for (const [path, leaf] of leaves(valid)) {
          const at = (v: unknown) => JSON.stringify(replaceAt(valid, path, v));
          const name = path.join(".") || "(body)";
          if (typeof leaf === "string") {
            json(`${name}: NUL`, at(`${leaf}\u0000`));
            json(`${name}: lone high surrogate`, at(`${leaf}\ud800`));
            json(`${name}: lone low surrogate`, at(`\udc00${leaf}`));
            json(`${name}: huge string`, at(HUGE_STRING));
          }
          if (Array.isArray(leaf)) json(`${name}: huge array`, at(Array.from({ length: 100_000 }, () => leaf[0] ?? 0)));
          json(`${name}: wrong type`, at(wrongType(leaf)));
          // spliced in as text: serialising 10,000 levels would overflow this process's own stack
          json(`${name}: deep nesting`, at(DEEP_MARKER).replace(JSON.stringify(DEEP_MARKER), deepArray()));
        }
      }
      if (method !== "get") probes.push(...formProbes(op, url(), resolve, sample));
      out.push({
        method: method.toUpperCase(),
        path: template,
        secured: Array.isArray(op.security) && op.security.length > 0,
        probes,
        validBody: bodySchema ? JSON.stringify(sample(bodySchema)) : undefined,
        permissions: op["x-permissions"] ?? [],
        features: op["x-features"] ?? [],
        resource: op["x-resource"],
      });
    }
  }
  return out;
}

/** A lone high surrogate as UTF-8 would write it if it could (CESU-8): bytes some clients still send. */
const SURROGATE_BYTES = new Uint8Array([0xed, 0xa0, 0x80]);
const BOUNDARY = "----skill5-fuzz";
const utf8 = (s: string) => new TextEncoder().encode(s);

/** A multipart body: text fields (bytes allowed, for what text cannot hold) and files. */
function multipartBody(
  fields: [string | Uint8Array, string | Uint8Array][],
  files: { field: string; name: string | Uint8Array }[],
): Uint8Array<ArrayBuffer> {
  const bytes = (v: string | Uint8Array) => (typeof v === "string" ? utf8(v) : v);
  const parts: Uint8Array[] = [];
  for (const [name, value] of fields)
    parts.push(utf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`), bytes(name), utf8('"\r\n\r\n'), bytes(value), utf8("\r\n"));
  // plain text that is also a small CSV of people: an upload route reads it rather than refusing its type
  for (const f of files)
    parts.push(
      utf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="`),
      bytes(f.name),
      utf8('"\r\nContent-Type: text/plain\r\n\r\nname,email\r\nFuzz Person,fuzz@example.com\r\n\r\n'),
    );
  parts.push(utf8(`--${BOUNDARY}--\r\n`));
  return joinBytes(parts);
}

/**
 * The form bodies an operation declares (multipart, url-encoded), with NUL and lone surrogates
 * in every text field, in a field's name and in a file's name; each text field also carries
 * them as JSON escapes, which a field read as JSON (an import's mapping) turns into the real thing.
 */
function formProbes(
  op: Operation,
  url: string,
  resolve: (s: Schema | undefined) => Schema,
  sample: (s: Schema | undefined, depth?: number, name?: string) => unknown,
): Probe[] {
  const probes: Probe[] = [];
  const textOf = (name: string, s: Schema) => {
    const v = sample(s, 0, name);
    return Array.isArray(v) ? String(v[0] ?? "x") : typeof v === "string" ? v : JSON.stringify(v);
  };
  const multipart = op.requestBody?.content?.["multipart/form-data"]?.schema;
  if (multipart) {
    const props = Object.entries(resolve(multipart).properties ?? {});
    const files = props
      .filter(([, s]) => resolve(s).format === "binary")
      .map(([field]): { field: string; name: string | Uint8Array } => ({ field, name: "fuzz.txt" }));
    const texts = props.filter(([, s]) => resolve(s).format !== "binary").map(([k, s]): [string, string] => [k, textOf(k, resolve(s))]);
    // the field under test beside the required ones only: an optional field's sample may not pass its route's checks
    const required = texts.filter(([k]) => resolve(multipart).required?.includes(k));
    const send = (label: string, fields: [string | Uint8Array, string | Uint8Array][], withFiles = files) =>
      probes.push({
        label: `multipart ${label}`,
        url,
        body: multipartBody(fields, withFiles),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      });
    for (const [name, valid] of texts) {
      const others = required.filter(([k]) => k !== name);
      const variants: [string, string | Uint8Array][] = [
        ["NUL", `${valid}\u0000`],
        ["lone surrogate bytes", new Uint8Array([...utf8(valid), ...SURROGATE_BYTES])],
        ...jsonEscapes(valid),
      ];
      for (const [what, value] of variants) send(`${name}: ${what}`, [...others, [name, value]]);
    }
    send("field name with NUL", [...required, ["x\u0000", "1"]]);
    send("field name with lone surrogate bytes", [...required, [new Uint8Array([...utf8("x"), ...SURROGATE_BYTES]), "1"]]);
    if (files.length) {
      send(
        "file name with NUL",
        required,
        files.map((f) => ({ ...f, name: "fuzz\u0000.txt" })),
      );
      send(
        "file name with lone surrogate bytes",
        required,
        files.map((f) => ({ ...f, name: new Uint8Array([...utf8("fuzz"), ...SURROGATE_BYTES, ...utf8(".txt")]) })),
      );
    }
  }
  const urlencoded = op.requestBody?.content?.["application/x-www-form-urlencoded"]?.schema;
  if (urlencoded) {
    const texts = Object.entries(resolve(urlencoded).properties ?? {}).map(([k, s]): [string, string] => [
      k,
      encodeURIComponent(textOf(k, resolve(s))),
    ]);
    for (const [name] of texts) {
      for (const [what, bad] of [
        ["NUL", "%00"],
        ["encoded lone surrogate", "%ED%A0%80"],
        ["NUL as a JSON escape", encodeURIComponent('["\\u0000"]')],
      ]) {
        const body = texts.map(([k, v]) => `${k}=${k === name ? `${v}${bad}` : v}`).join("&");
        probes.push({ label: `form ${name}: ${what}`, url, body, contentType: "application/x-www-form-urlencoded" });
      }
    }
  }
  return probes;
}

/**
 * NUL and a lone surrogate as JSON escapes in a field's text: in its sample's first key and
 * first text value when the sample is JSON (the route's own shape, so only the escape is wrong),
 * else in a small document of their own.
 */
function jsonEscapes(valid: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(valid);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed) || !Object.keys(parsed).length)
    return [
      ["NUL as a JSON escape", '{"Fuzz\\u0000":"\\u0000"}'],
      ["lone surrogate as a JSON escape", '["\\ud800"]'],
    ];
  const [first, ...rest] = Object.entries(parsed);
  const [key, value] = first!;
  const withKey = (k: string) => JSON.stringify(Object.fromEntries([[k, value], ...rest]));
  const withValue = (v: unknown) => JSON.stringify(Object.fromEntries([[key, v], ...rest]));
  // JSON.stringify writes NUL and a lone surrogate as the escapes \u0000 and \ud800
  return [
    ["key with NUL as a JSON escape", withKey(`${key}\u0000`)],
    ["key with a lone surrogate as a JSON escape", withKey(`${key}\ud800`)],
    ["value with NUL as a JSON escape", withValue(typeof value === "string" ? `${value}\u0000` : "\u0000")],
    ["value with a lone surrogate as a JSON escape", withValue(typeof value === "string" ? `\ud800${value}` : "\ud800")],
  ];
}

/** A string the schema accepts; the property's name hints at formats a pipeline of checks hides from the document. */
function sampleString(s: Schema, name: string): string {
  if (s.format === "uuid") return UUID;
  if (s.format === "email" || /email/i.test(name)) return "fuzz@example.com";
  if (s.format === "date-time") return new Date(0).toISOString();
  if (s.format === "uri" || s.format === "url" || /website|url/i.test(name)) return "https://example.com/";
  if (/phone/i.test(name)) return "+55 11 99999-9999";
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? "a";
  }
  const base = "Fuzz text";
  return base.padEnd(s.minLength ?? 0, "x").slice(0, s.maxLength ?? base.length);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every value of the sample with its path: objects' properties, arrays' first items, and the containers themselves. */
function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  const here: [(string | number)[], unknown][] = path.length ? [[path, value]] : [];
  if (Array.isArray(value)) return value.length ? [...here, ...leaves(value[0], [...path, 0])] : here;
  if (isObject(value)) return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return here;
}

function replaceAt(root: unknown, path: (string | number)[], v: unknown): unknown {
  if (!path.length) return v;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, v);
  return copy;
}

function wrongType(v: unknown): unknown {
  if (typeof v === "string") return 12345;
  if (typeof v === "number") return "12345";
  if (typeof v === "boolean") return "true";
  if (Array.isArray(v)) return { length: 1 };
  if (isObject(v)) return ["x"];
  return { unexpected: true };
}
