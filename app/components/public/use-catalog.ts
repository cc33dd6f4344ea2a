import { useTranslation } from "react-i18next";

type LooseT = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * A namespace's `t` plus `list`, which reads an array from the catalog (FAQ items,
 * legal sections, bullet lists) with interpolation applied to every nested string.
 */
export function useCatalog(ns: string) {
  const { t, i18n } = useTranslation(ns);
  const list = <T,>(key: string, options: Record<string, unknown> = {}): T[] => {
    const value = (t as unknown as LooseT)(key, { ...options, returnObjects: true });
    return Array.isArray(value) ? (value as T[]) : [];
  };
  return { t, list, i18n };
}
