/**
 * The Stripe REST API's wire formats, as the emulator reads and writes them: form-encoded
 * parameters with bracketed keys (`line_items[0][price]=…`, `expand[0]=…`), `expand` paths, and
 * errors in Stripe's JSON shape.
 */

export type Params = { [key: string]: Param };
export type Param = string | Param[] | Params;

/** Decodes `a[b][0][c]=v` pairs into nested objects; objects whose keys are all indices become arrays. */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head!, ...rest.map((s) => s.replace(/\]$/, ""))];
    let at: Params = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) at[key] = value;
      else at = (at[key] && typeof at[key] === "object" ? at[key] : (at[key] = {})) as Params;
    });
  }
  return arraysOf(root) as Params;
}

function arraysOf(v: Param): Param {
  if (typeof v === "string" || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => +a - +b).map((k) => arraysOf(v[k]!));
  return Object.fromEntries(keys.map((k) => [k, arraysOf(v[k]!)]));
}

/** A Stripe API error: the status and the `error` object Stripe answers with. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
export const missing = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param });

/** Refuses parameters the endpoint does not take, as Stripe does. */
export function only(params: Params, allowed: readonly string[]) {
  for (const key of Object.keys(params)) if (!allowed.includes(key)) throw invalid(`Received unknown parameter: ${key}`, key);
}

export const str = (params: Params, key: string): string | undefined => {
  const v = params[key];
  if (v === undefined) return undefined;
  if (typeof v !== "string") throw invalid(`Invalid string: ${key}`, key);
  return v;
};
export const int = (params: Params, key: string): number | undefined => {
  const v = str(params, key);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw invalid(`Invalid integer: ${v}`, key);
  return Number(v);
};
export const bool = (params: Params, key: string): boolean | undefined => {
  const v = str(params, key);
  if (v === undefined) return undefined;
  if (v !== "true" && v !== "false") throw invalid(`Invalid boolean: ${v}`, key);
  return v === "true";
};
export const obj = (params: Params, key: string): Params | undefined => {
  const v = params[key];
  if (v === undefined || v === "") return undefined;
  if (typeof v === "string" || Array.isArray(v)) throw invalid(`Invalid object`, key);
  return v;
};
export const list = (params: Params, key: string): Param[] | undefined => {
  const v = params[key];
  if (v === undefined) return undefined;
  if (v === "") return [];
  if (!Array.isArray(v)) throw invalid(`Invalid array`, key);
  return v;
};
export const metadataOf = (params: Params, key = "metadata"): Record<string, string> => {
  const m = obj(params, key) ?? {};
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v)]));
};

type Tree = { [key: string]: Tree };

/** The `expand` parameter as a tree of paths; Stripe refuses more than four levels. */
export function expandTree(params: Params): Tree {
  const tree: Tree = {};
  for (const p of list(params, "expand") ?? []) {
    if (typeof p !== "string") throw invalid("Invalid expand", "expand");
    const parts = p.split(".");
    if (parts.length > 4) throw invalid(`You cannot expand more than 4 levels of a property. Property: ${p}`, "expand");
    let at = tree;
    for (const part of parts) at = at[part] ??= {};
  }
  return tree;
}

/** Fields Stripe leaves out of an object unless they are expanded ("includable"). */
const INCLUDABLE: Record<string, string[]> = { price: ["currency_options"], invoice: ["payments"], "checkout.session": ["line_items"] };

/**
 * An object as the API answers it: a deep copy, includable fields only when asked for, and the
 * ids on expanded paths replaced by their objects (which may expand further).
 */
export function present(value: unknown, tree: Tree, resolve: (id: string) => unknown, expandHere = false): unknown {
  if (typeof value === "string" && expandHere) {
    const found = resolve(value);
    return found === undefined ? value : present(found, tree, resolve);
  }
  if (Array.isArray(value)) return value.map((v) => present(v, tree, resolve, expandHere));
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const hidden = INCLUDABLE[String(o.object)] ?? [];
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (hidden.includes(k) && !(k in tree)) continue;
      out[k] = present(v, tree[k] ?? {}, resolve, k in tree);
    }
    return out;
  }
  return value;
}
