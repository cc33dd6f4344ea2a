// The pages' translations (browser and server render alike): the part of i18next the catalogs
// and the app use — namespaces ("ns:key"), nested keys, {{variables}} (values inserted as they
// are: React escapes), plurals by count (Intl.PluralRules, `_zero` first for 0; Portuguese 0 takes
// the plural, contract/plural.ts), returnObjects, defaultValue, keyPrefix — with i18next's lookup
// and interpolation rules, in a fraction of its size (i18next and react-i18next were a sixth of
// every page's script). translator.test.ts checks it gives i18next's answer (with the same plural
// rule) for every key of every catalog in both languages. The server's own texts (e-mails, PDFs,
// API errors) pick plural forms by the same rule (server/platform/i18n.ts).
import type { Locale } from "../../contract/constants.ts";
import { pluralForm } from "../../contract/plural.ts";

export type Catalog = { readonly [key: string]: unknown };
export type TOptions = { readonly [option: string]: unknown };
/** `t(key, options)`: the text, or with `returnObjects` the catalog's object (cast it). The type parameter only names the namespace. */
export interface TFunction<_Namespace extends string = string> {
  (key: string | readonly string[], options?: TOptions | string): string;
}

type Dict = Record<string, unknown>;
const DEFAULT_NS = "common";
const own = (o: unknown, k: string) => typeof o === "object" && o !== null && Object.prototype.hasOwnProperty.call(o, k);
const isObject = (v: unknown): v is Dict => typeof v === "object" && v !== null;
const str = (v: unknown) => (v == null ? "" : String(v));

/** The value at a dotted path, own properties only. */
function getPath(obj: unknown, path: readonly string[]): unknown {
  let current = obj;
  for (const [i, k] of path.entries()) {
    if (!current || typeof current === "string") return undefined;
    if (i === path.length - 1) return own(current, k) ? (current as Dict)[k] : undefined;
    current = own(current, k) ? (current as Dict)[k] : {};
  }
  return current;
}

/** A dotted path whose segments may themselves hold dots ("a.b" as one key). */
function deepFind(obj: unknown, path: string): unknown {
  if (!isObject(obj)) return undefined;
  if (obj[path]) return own(obj, path) ? obj[path] : undefined;
  const tokens = path.split(".");
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? "." : "") + tokens[j];
      next = current[nextPath];
      if ((typeof next === "function" || nextPath === "__proto__") && !own(current, nextPath)) next = undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const find = (obj: unknown, path: string) => {
  const found = getPath(obj, path.split("."));
  return found == null ? deepFind(obj, path) : found;
};

const NATURAL = /( |,|\?|!|;)/;
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/;
/** i18next's reading of "ns:key": a key that reads like a sentence keeps its colon. */
function splitKey(key: string, ns: unknown): { key: string; namespaces: readonly string[] } {
  let namespaces = (ns as string | readonly string[] | undefined) || DEFAULT_NS;
  const pathLike = !NATURAL.test(key) || (key.indexOf(".") > 0 && !NATURAL.test(key.slice(0, key.indexOf("."))));
  if (key.includes(":") && pathLike && !NESTING.test(key)) {
    const parts = key.split(":");
    namespaces = parts.shift()!;
    key = parts.join(".");
  }
  return { key, namespaces: typeof namespaces === "string" ? [namespaces] : namespaces };
}

/** {{name}} and {{- name}}: values as they are; an unknown variable stays as written. */
function interpolate(text: string, data: Dict, options: Dict): string {
  const unescaped: [number, number][] = [];
  let shift = 0;
  for (const [pass, regex] of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g].entries()) {
    let replaces = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const at = match.index - shift;
      const written = unescaped.find(([start, end]) => at >= start && at < end);
      if (written) {
        regex.lastIndex = written[1] + shift;
        continue;
      }
      const name = match[1]!.trim();
      let value = find(data, name);
      if (value === undefined) {
        if (!own(options, name)) continue;
        value = "";
      }
      const safe = str(value);
      text = text.slice(0, match.index) + safe + text.slice(match.index + match[0].length);
      if (pass === 0) unescaped.push([match.index, match.index + safe.length]);
      else shift += safe.length - match[0].length;
      regex.lastIndex += safe.length - match[0].length;
      if (++replaces >= 1000) break;
    }
  }
  return text;
}

// Intl.PluralRules, with Portuguese zero in the plural ("0 pessoas"): contract/plural.ts
const plural = pluralForm;

const KNOWN_MAX = 5000;
/** Options made of strings, numbers and booleans only: the same options give the same text. */
const plain = (options: unknown) =>
  options === undefined ||
  (isObject(options) && Object.values(options).every((v) => v === null || ["string", "number", "boolean"].includes(typeof v)));

/** One page's translations: a language, its catalogs by namespace, and `t`. */
export class I18n {
  language: Locale;
  private readonly data: Record<string, Record<string, Catalog>> = {};
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<() => void>();

  constructor(language: Locale, resources: Record<string, Catalog>) {
    this.language = language;
    this.data[language] = { ...resources };
  }

  /** `t` in the default namespace (common). */
  readonly t: TFunction = (key, options) => this.getFixedT(null)(key, options);

  /** A `t` bound to a namespace (and key prefix); lookups with plain options are remembered (bounded). */
  getFixedT(ns: string | null, keyPrefix?: string): TFunction {
    const id = `${this.language}|${ns ?? ""}|${keyPrefix ?? ""}`;
    let t = this.fixed.get(id);
    if (!t) {
      const known = new Map<string, string>();
      // `t("key")` (most calls): its text straight from the key, before any options are built
      const bare = new Map<string, string>();
      t = (key, options) => {
        const simple = options === undefined && typeof key === "string";
        if (simple) {
          const hit = bare.get(key);
          if (hit !== undefined) return hit;
        }
        const opts: Dict = typeof options === "string" ? { defaultValue: options } : { ...options };
        opts.ns = opts.ns || ns || undefined;
        if (opts.keyPrefix !== "") opts.keyPrefix = opts.keyPrefix || keyPrefix;
        const prefix = opts.keyPrefix as string | undefined;
        const keys = prefix ? (typeof key === "string" ? [key] : key).map((k) => `${prefix}.${k}`) : key;
        const memo =
          typeof keys === "string" && plain(options) ? `${keys}\u0000${options === undefined ? "" : JSON.stringify(options)}` : null;
        if (memo === null) return this.translate(keys, opts) as string;
        if (simple) {
          const text = this.translate(keys, opts) as string;
          if (bare.size >= KNOWN_MAX) bare.clear();
          bare.set(key, text);
          return text;
        }
        let text = known.get(memo);
        if (text === undefined) {
          text = this.translate(keys, opts) as string;
          if (known.size >= KNOWN_MAX) known.clear(); // values in options (names, counts) are open-ended
          known.set(memo, text);
        }
        return text;
      };
      this.fixed.set(id, t);
    }
    return t;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.data[language]?.[ns] !== undefined;
  }

  addResourceBundle(language: string, ns: string, catalog: Catalog): void {
    (this.data[language] ??= {})[ns] = { ...this.data[language]?.[ns], ...catalog };
    this.fixed.clear();
  }

  /** Switches the language (the catalogs must be there): every useTranslation renders again. */
  changeLanguage(language: Locale): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.fixed.clear();
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(keys: string | readonly string[], opt: Dict): unknown {
    const list = (typeof keys === "string" ? [keys] : keys).map(String);
    if (!list.length) return "";
    const { key, namespaces } = splitKey(list[list.length - 1]!, opt.ns);
    const count = opt.count;
    const counted = count !== undefined && typeof count !== "string";
    const suffix = counted ? `_${plural(this.language, count as number)}` : "";
    const valid = (v: unknown) => v !== undefined && v !== null;

    let found: unknown;
    let usedKey = key;
    let exactKey = key;
    for (const k of list) {
      if (valid(found)) break;
      const split = splitKey(k, opt.ns);
      usedKey = split.key;
      for (const ns of split.namespaces) {
        if (valid(found)) break;
        const candidates = [split.key];
        if (counted) candidates.push(split.key + suffix);
        if (counted && count === 0) candidates.push(`${split.key}_zero`);
        for (let candidate = candidates.pop(); candidate; candidate = candidates.pop()) {
          if (valid(found)) continue;
          exactKey = candidate;
          found = find(this.data[this.language]?.[ns], candidate);
        }
      }
    }

    const hasDefault = Object.keys(opt).some((o) => o.startsWith("defaultValue") && opt[o] !== undefined);
    const defaultValue = (counted && count === 0 && opt.defaultValue_zero) || opt[`defaultValue${suffix}`] || opt.defaultValue;
    const asObject = !found && hasDefault ? defaultValue : found;
    if (asObject && typeof asObject === "object") {
      if (!opt.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      const copy: Dict | unknown[] = Array.isArray(asObject) ? [] : {};
      const base = Array.isArray(asObject) ? exactKey : usedKey;
      for (const m of Object.keys(asObject)) {
        const deepKey = `${base}.${m}`;
        const nested = {
          ...opt,
          ...(hasDefault && !found ? { defaultValue: isObject(defaultValue) ? defaultValue[m] : undefined } : {}),
          joinArrays: false,
          ns: namespaces,
        };
        const value = this.translate(deepKey, nested);
        (copy as Dict)[m] = value === deepKey ? (asObject as Dict)[m] : value;
      }
      return copy;
    }
    let res = found;
    if (!valid(res) && hasDefault) res = defaultValue;
    if (!valid(res)) res = key;
    if (typeof res !== "string" || opt.skipInterpolation) return res;
    const data = isObject(opt.replace) ? opt.replace : opt;
    return interpolate(res, data, opt);
  }
}
