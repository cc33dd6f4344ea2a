// What the app imports as "react-i18next" (vite.config.ts, vitest.config.ts and tsconfig.json
// point the name here): the provider, the context and useTranslation over the pages' own
// translator (translator.ts). One `t` per language, namespace and key prefix, shared by every
// component and, on the server, by every request; a language switch renders them again.
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { I18n, TFunction } from "./translator.ts";

export type { I18n, TFunction } from "./translator.ts";

export const I18nContext = createContext<{ i18n: I18n }>({ i18n: undefined as unknown as I18n });

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

type UseTranslation = readonly [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

/** The namespace's `t` (the first one's, as react-i18next does; common when none is named). */
export function useTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }): UseTranslation {
  const { i18n } = useContext(I18nContext);
  const language = () => i18n.language;
  useSyncExternalStore(i18n.subscribe, language, language);
  const t = i18n.getFixedT((typeof ns === "string" ? ns : ns?.[0]) ?? null, options?.keyPrefix);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
