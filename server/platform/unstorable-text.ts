/**
 * Text PostgreSQL refuses: the NUL character, and UTF-16 surrogates without their other half
 * (JSON's "\ud800" escape makes them; no real text holds one). Caught at the API's door so a
 * stray byte is the caller's 400, not the database's 500.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper JSON than any of our bodies; bounds the work of everything that walks a value later. */
export const MAX_JSON_DEPTH = 32;

export const isUnstorableText = (s: string) => UNSTORABLE.test(s);

export type InputProblem = { path: string; kind: "text" | "depth" };

type At = { key: string | number; up: At } | null;
const pathOf = (at: At) => {
  const keys: (string | number)[] = [];
  for (let a = at; a; a = a.up) keys.push(a.key);
  return keys.reverse().join(".");
};

/**
 * Where a parsed JSON value holds unstorable text (in a value or in a key) or nests deeper
 * than `maxDepth`, at most `limit` of them. Iterative: a body of 10,000 nested arrays cannot
 * overflow the stack here, and a long array of numbers costs one pass.
 */
export function findInputProblems(value: unknown, maxDepth = MAX_JSON_DEPTH, limit = 20): InputProblem[] {
  const problems: InputProblem[] = [];
  if (typeof value === "string") return isUnstorableText(value) ? [{ path: "", kind: "text" }] : [];
  const stack: [unknown, At, number][] = [[value, null, 0]];
  while (stack.length && problems.length < limit) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= maxDepth) {
      problems.push({ path: pathOf(at), kind: "depth" });
      continue;
    }
    const keys: (string | number)[] = Array.isArray(v) ? [] : Object.keys(v);
    // a bad key is reported where it sits: its own name is not safe to print
    if (keys.some((k) => isUnstorableText(k as string))) problems.push({ path: pathOf(at), kind: "text" });
    const size = Array.isArray(v) ? v.length : keys.length;
    const item = (i: number): [string | number, unknown] =>
      Array.isArray(v) ? [i, v[i]] : [keys[i]!, (v as Record<string, unknown>)[keys[i]!]];
    const nested: number[] = [];
    for (let i = 0; i < size && problems.length < limit; i++) {
      const [k, x] = item(i);
      if (typeof x === "string") {
        if (isUnstorableText(x)) problems.push({ path: pathOf({ key: k, up: at }), kind: "text" });
      } else if (typeof x === "object" && x !== null) nested.push(i);
    }
    for (let j = nested.length - 1; j >= 0; j--) {
      const [k, x] = item(nested[j]!);
      stack.push([x, { key: k, up: at }, depth + 1]);
    }
  }
  return problems.slice(0, limit);
}
