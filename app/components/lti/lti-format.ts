import { intlLocale } from "../../../contract/locale.ts";
import { dateTimeFormat } from "../../lib/intl.ts";

/** A date and time as the page's language writes it, in UTC so the server's and the browser's render agree. */
export function dateTime(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}
