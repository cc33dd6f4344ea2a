import { dateTimeFormat } from "../../../lib/intl.ts";
import { intlLocale } from "../../../../contract/locale.ts";
/** A calendar day (YYYY-MM-DD) as the page's language writes it ("Mar 5, 2026"; "5 de mar. de 2026"), the same on the server and in the browser. */
export function dayLabel(day: string, locale: string, style: "medium" | "short" = "medium") {
  const opts: Intl.DateTimeFormatOptions =
    style === "short" ? { month: "short", day: "numeric", timeZone: "UTC" } : { dateStyle: "medium", timeZone: "UTC" };
  return dateTimeFormat(intlLocale(locale), opts).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
