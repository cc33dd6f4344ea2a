import { PDFDocument, StandardFonts, rgb, type RGB } from "pdf-lib";
import type { Brand } from "../../../../contract/brand.ts";
import type { Locale } from "../../../../contract/constants.ts";
import { intlLocale } from "../../../../contract/locale.ts";
import { exportFile, type ExportTable } from "../../../platform/export.ts";
import { translate } from "../../../platform/i18n.ts";
import { A4, Cursor, MARGIN, MUTED, drawable, hex, type Fonts } from "../../../platform/pdf-layout.ts";
import type { CampaignExport } from "./export-data.ts";

const w =
  (locale: Locale) =>
  (key: string, vars: Record<string, string | number> = {}) =>
    translate(key, locale, vars);

const percent = (locale: Locale, v: number | null) =>
  v === null ? "—" : `${v.toLocaleString(intlLocale(locale), { maximumFractionDigits: 1 })} %`;
const moment = (locale: Locale, d: Date | null, timeZone: string) =>
  d ? d.toLocaleString(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone }) : "";
const day = (locale: Locale, d: Date, timeZone: string) => d.toLocaleDateString(intlLocale(locale), { dateStyle: "long", timeZone });

/** The recipients' table of a campaign (CSV and XLSX): one row a person, in the reader's language. */
export function recipientsTable(data: CampaignExport, locale: Locale): ExportTable {
  const t = w(locale);
  const tz = data.campaign.timeZone;
  const cols = ["name", "email", "template", "outcome", "sent", "opened", "firstClick", "clicks", "submitted", "reported"];
  const more = ["minutesToClick", "minutesToReport", "device", "remedial"];
  return {
    title: t("phishingServer:results.sheet"),
    header: [...cols, ...more].map((k) => t(`phishingServer:results.columns.${k}`)),
    rows: data.recipients.map((x) => [
      x.name,
      x.email,
      x.template,
      t(`phishing:outcomes.${x.outcome}`),
      moment(locale, x.sentAt, tz),
      moment(locale, x.openedAt, tz),
      moment(locale, x.firstClickedAt, tz),
      x.clicks,
      moment(locale, x.submittedAt, tz),
      moment(locale, x.reportedAt, tz),
      x.minutesToClick,
      x.minutesToReport,
      x.device ? t(`phishing:devices.${x.device}`) : "",
      t(x.remedialAssigned ? "phishingServer:results.yes" : "phishingServer:results.no"),
    ]),
  };
}

export function recipientsFile(format: "csv" | "xlsx", data: CampaignExport, locale: Locale) {
  return exportFile(format, [recipientsTable(data, locale)], data.campaign.name, new Date().toISOString().slice(0, 10));
}

/** A colour the tenant picked, or ours when it is missing or too light to read on white. */
function readable(color: string | undefined): RGB {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return rgb(0.04, 0.37, 0.84);
  const c = hex(color);
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue > 0.75 ? rgb(0.04, 0.37, 0.84) : c;
}

/**
 * The campaign's report as a PDF under the tenant's brand (its name and colour on every page), in
 * the reader's language: period, funnel, rates and medians, templates with their red flags, groups,
 * repeat clickers. The standard fonts draw Portuguese (WinAnsi).
 */
export async function campaignPdf(data: CampaignExport, brand: Brand, locale: Locale, now = new Date()): Promise<Uint8Array> {
  const t = w(locale);
  const k = (key: string, vars: Record<string, string | number> = {}) => drawable(t(`phishingServer:results.pdf.${key}`, vars));
  const { campaign: cp } = data;
  const tz = cp.timeZone;
  const pdf = await PDFDocument.create();
  const title = k("title", { name: cp.name });
  pdf.setTitle(title);
  pdf.setAuthor(drawable(brand.name));
  pdf.setCreator(drawable(brand.name));
  pdf.setLanguage(intlLocale(locale));
  pdf.setCreationDate(now);
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const primary = readable(brand.colors.primary);
  const cursor = new Cursor(pdf, fonts, (page) => {
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: primary });
    page.drawText(drawable(`${brand.name} · ${title}`), { x: MARGIN, y: A4[1] - 30, size: 8, font: fonts.regular, color: MUTED });
  });
  const heading = (text: string) => {
    cursor.need(40);
    cursor.space(10);
    cursor.text(text, { size: 13, font: "bold", color: primary, gap: 6 });
  };
  cursor.text(title, { size: 20, font: "bold", color: primary, gap: 8 });
  const start = cp.startedAt ?? cp.windowStart;
  const end = cp.completedAt ?? cp.cancelledAt ?? cp.windowEnd;
  cursor.text(k("period", { from: day(locale, start, tz), to: day(locale, end, tz) }), { color: MUTED });
  cursor.text(k("status", { status: t(`phishing:statuses.${cp.status}`) }), { color: MUTED });

  heading(k("funnel"));
  const f = data.funnel;
  const of = (n: number) => (f.delivered ? percent(locale, Math.round((n / f.delivered) * 1000) / 10) : "—");
  for (const step of ["targeted", "sent", "delivered", "opened", "clicked", "submitted", "reported"] as const) {
    const share = step === "targeted" || step === "sent" || step === "delivered" ? "" : ` (${of(f[step])})`;
    cursor.text(`${k(`steps.${step}`)}: ${f[step]}${drawable(share)}`, { indent: 8 });
  }

  heading(k("rates"));
  cursor.text(k("phishProne", { value: percent(locale, data.phishProne) }), { indent: 8 });
  cursor.text(k("reportRate", { value: percent(locale, data.reportRate) }), { indent: 8 });
  const mins = (v: number | null) => (v === null ? "—" : k("minutes", { count: v }));
  cursor.text(k("medianClick", { value: mins(data.medianMinutesToClick) }), { indent: 8 });
  cursor.text(k("medianReport", { value: mins(data.medianMinutesToReport) }), { indent: 8 });

  heading(k("templates"));
  for (const tp of data.templates) {
    cursor.text(
      `${drawable(tp.name)} · ${drawable(t(`phishing:categories.${tp.category}`))} · ${k("difficulty", { level: tp.difficulty })}`,
      { font: "bold", indent: 8 },
    );
    for (const flag of tp.redFlags) cursor.text(`• ${drawable(flag.title)}: ${drawable(flag.detail)}`, { indent: 18, size: 9 });
  }

  heading(k("groups"));
  if (!data.groups.length) cursor.text(k("noGroups"), { indent: 8, color: MUTED });
  for (const g of data.groups)
    cursor.text(
      k("groupLine", {
        name: g.name,
        delivered: g.delivered,
        phishProne: percent(locale, g.phishProne),
        reportRate: percent(locale, g.reportRate),
      }),
      { indent: 8 },
    );

  heading(k("repeatClickers"));
  if (!data.repeatClickers.length) cursor.text(k("noRepeatClickers"), { indent: 8, color: MUTED });
  for (const p of data.repeatClickers) cursor.text(k("repeatLine", { name: p.name, email: p.email, count: p.failures }), { indent: 8 });

  const pages = pdf.getPages();
  const made = k("generated", { date: moment(locale, now, tz) });
  pages.forEach((page, i) => {
    const number = k("page", { page: i + 1, pages: pages.length });
    page.drawText(number, {
      x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(number, 8),
      y: 24,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(made, { x: MARGIN, y: 24, size: 8, font: fonts.regular, color: MUTED });
  });
  return pdf.save();
}
