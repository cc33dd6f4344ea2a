import type { RedFlag } from "../../../../contract/phishing.ts";
import type { RecipientOutcome } from "../../../../contract/phishing-limits.ts";
import { intlLocale } from "../../../../contract/locale.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";

export type MySimulation = {
  campaignId: string;
  endedAt: string;
  subject: string;
  senderName: string;
  outcome: RecipientOutcome;
  reportedAt: string | null;
  redFlags: RedFlag[];
  remedial: { slug: string; title: string; url: string } | null;
};

/** A day as the reader writes it (UTC on the server, so the first paint matches). */
export function useDay() {
  const locale = useLocale();
  const format = dateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  return (iso: string) => format.format(new Date(iso));
}
