import type { ExportData } from "./export-data.ts";
import { longDayText, type Words } from "./words.ts";

/** The lines every export opens with: the company, the framework and its version, when, and by whom. */
export function reportFacts(data: ExportData, t: Words, now: Date): [string, string][] {
  const { framework, locale } = data;
  return [
    [t("file.company"), data.company],
    [t("file.framework"), `${framework.name[locale]} (${t("file.version", { version: data.adoptedVersion })})`],
    [t("file.date"), longDayText(now, locale)],
    [t("file.preparedBy"), data.preparedBy],
  ];
}
