// The server build's useTranslation (vite.config.ts routes react-i18next imports here in the
// SSR build only; the browser keeps react-i18next's). A server render is one pass over an
// instance whose language and catalogs never change (app/i18n/index.ts serverI18n), so the
// hook needs none of the browser's machinery: react-i18next's copies the i18n instance on
// every first render (every render, on the server) and i18next resolves each key anew.
// Here: the instance from context, one `t` per namespace, and lookups remembered (bounded).
import { useContext } from "react";
import { I18nContext, type useTranslation as original } from "react-i18next";
import type { TFunction, i18n as I18n } from "i18next";

export * from "react-i18next";

type Translate = (key: string, options?: unknown) => unknown;
const KNOWN_MAX = 5000;
/** Options made of strings, numbers and booleans only: the same options give the same text. */
const plain = (options: unknown) =>
  typeof options === "object" && options !== null && Object.values(options).every((v) => v === null || ["string", "number", "boolean"].includes(typeof v));
const cache = new WeakMap<I18n, Map<string, Translate>>();

function fixedT(i18n: I18n, ns: string | undefined, keyPrefix: string | undefined): Translate {
  let byNs = cache.get(i18n);
  if (!byNs) cache.set(i18n, (byNs = new Map()));
  const id = `${ns ?? ""}|${keyPrefix ?? ""}`;
  let t = byNs.get(id);
  if (!t) {
    const base = i18n.getFixedT(null, ns ?? null, keyPrefix) as unknown as Translate;
    const known = new Map<string, unknown>();
    t = (key, options) => {
      const id = typeof key !== "string" ? null : options === undefined ? key : plain(options) ? `${key}\u0000${JSON.stringify(options)}` : null;
      if (id === null) return base(key, options);
      let text = known.get(id);
      if (text === undefined) {
        text = base(key, options);
        if (known.size >= KNOWN_MAX) known.clear(); // values in options (names, counts) are open-ended
        known.set(id, text);
      }
      return text;
    };
    byNs.set(id, t);
  }
  return t;
}

export function useTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }): ReturnType<typeof original> {
  const i18n = useContext(I18nContext).i18n as I18n;
  const t = fixedT(i18n, typeof ns === "string" ? ns : ns?.[0], options?.keyPrefix) as unknown as TFunction;
  return Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as ReturnType<typeof original>;
}
