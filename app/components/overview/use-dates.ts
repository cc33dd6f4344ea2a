import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/locale.ts";
import { relativeTime } from "../account/relative-time.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

const subscribe = () => () => {};

/** False on the server and while hydrating, true after: lets the first client render match the server's HTML. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Dates in the page's language. Long dates use UTC until hydration (the server does not
 * know the visitor's time zone), then the browser's; relative times count from `now`,
 * the loader's clock, so the server and the browser say the same thing.
 */
export function useDates(now?: number) {
  const { t } = useTranslation("overview");
  const locale = useLocale();
  const hydrated = useHydrated();
  const tag = intlLocale(locale);
  const long = dateTimeFormat(tag, { dateStyle: "long", timeZone: hydrated ? undefined : "UTC" });
  const monthYear = dateTimeFormat(tag, { month: "long", year: "numeric", timeZone: hydrated ? undefined : "UTC" });
  return {
    locale,
    long: (iso: string) => long.format(new Date(iso)),
    monthYear: (iso: string) => monthYear.format(new Date(iso)),
    relative: (iso: string) => relativeTime(iso, locale, t("time.justNow"), now ?? Date.now()),
  };
}
