import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { Brand } from "../../../contract/brand.ts";
import type { Locale } from "../../../contract/constants.ts";
import { orderedCategories, orderedTests } from "../../../contract/scanner-order.ts";
import type { Grade, ScanCategory, TestResult } from "../../../contract/scanner-results.ts";
import { snippetsFor } from "../../../contract/scanner-snippets.ts";
import { headline } from "../../../contract/scanner-summary.ts";
import type { Scan } from "../../../contract/scanners.ts";
import { testItem } from "../../../contract/scanner-test-kinds.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import { translate } from "../../platform/i18n.ts";
import { A4, Cursor, INK, MARGIN, MUTED, drawable, hex, logoPng, wrap, type Fonts } from "../../platform/pdf-layout.ts";
import { intlLocale } from "../../../contract/locale.ts";

export interface ScanReportData {
  brand: Brand;
  /** The scan as GET /api/scans/{id} answers it, in the reader's language. */
  scan: Scan;
  /** The site as people write it. */
  host: string;
  locale: Locale;
}

const GREEN = rgb(0.08, 0.4, 0.2);
const AMBER = rgb(0.55, 0.33, 0.02);
const RED = rgb(0.7, 0.1, 0.1);
const RESULT_COLOR: Record<TestResult, RGB> = { pass: GREEN, warning: AMBER, fail: RED, info: MUTED, error: MUTED };
const gradeColor = (g: Grade | null) => (!g ? MUTED : /^[AB]/.test(g) ? GREEN : /^[CD]/.test(g) ? AMBER : RED);

/** The pages' words (scannerPages catalog); translate picks the plural form by `count` as the pages do (contract/plural.ts). */
function wordsFor(locale: Locale) {
  return (key: string, vars: Record<string, string | number> = {}) => translate(`scannerPages:${key}`, locale, vars);
}

/** A test's name: the findings catalog's title, the pages' (e-mail), else its id; with its item for a test repeated per item. */
function testTitle(locale: Locale, category: ScanCategory, id: string, t: ReturnType<typeof wordsFor>) {
  const { kind, item } = testItem(category, id);
  const named =
    [`scanners:${category}.${kind}.title`, `scannerPages:tests.${category}.${kind}`, `scannerPages:tests.any.${kind}`]
      .map((key) => [key, translate(key, locale)] as const)
      .find(([key, text]) => text !== key)?.[1] ?? id;
  return item ? t("tests.withItem", { title: named, item }) : named;
}

/** Iris's plain words on a test, or on its category, or the general ones. */
function irisOn(locale: Locale, category: ScanCategory, id: string) {
  const { kind } = testItem(category, id);
  for (const key of [`scannerPages:iris.${category}.${kind}`, `scannerPages:iris.${category}.generic`]) {
    const text = translate(key, locale);
    if (!text.startsWith("scannerPages:")) return text;
  }
  return translate("scannerPages:iris.generic", locale);
}

/** A fix's configuration, as the report's page shows it in tabs: each server's code in a monospaced font. */
function snippetBlock(
  c: Cursor,
  fonts: Fonts & { mono: PDFFont },
  t: ReturnType<typeof wordsFor>,
  snippets: ReturnType<typeof snippetsFor>,
) {
  if (!snippets.length) return;
  c.text(t("snippets.intro"), { size: 9, font: "bold", indent: 10, gap: 2 });
  for (const { platform, code } of snippets) {
    c.need(24);
    c.text(t(`snippets.platforms.${platform}`), { size: 8, font: "bold", color: MUTED, indent: 10, gap: 0 });
    for (const line of wrap(code, fonts.mono, 7.5, c.width - 20)) {
      c.need(10);
      c.y -= 10;
      c.page.drawText(line, { x: MARGIN + 16, y: c.y + 2, size: 7.5, font: fonts.mono, color: INK });
    }
    c.space(4);
  }
}

/** A grade in a coloured box with its letter (colour and text), at (x, y) bottom-left. */
function gradeBox(page: PDFPage, fonts: Fonts, grade: Grade | null, x: number, y: number, size: number) {
  const color = gradeColor(grade);
  page.drawRectangle({ x, y, width: size, height: size, borderColor: color, borderWidth: 2, color: rgb(1, 1, 1) });
  const letter = grade ?? "-";
  const fontSize = size * 0.5;
  const w = fonts.bold.widthOfTextAtSize(letter, fontSize);
  page.drawText(letter, { x: x + (size - w) / 2, y: y + size * 0.32, size: fontSize, font: fonts.bold, color });
}

/**
 * A scan's report as an A4 PDF under the tenant's brand, in the reader's language: a cover with
 * the overall grade, the categories' grades and Iris's summary, then each category with its
 * tests — result, finding, Iris's words on what needs work, and the recommendation.
 */
export async function renderScanReportPdf(d: ScanReportData, readImage: ReadBrandImage): Promise<Uint8Array> {
  const t = wordsFor(d.locale);
  const { scan } = d;
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(d.locale), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
  const when = dateOf(scan.finishedAt ?? scan.createdAt);
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(t("pdf.title", { host: d.host })));
  pdf.setAuthor(drawable(d.brand.name));
  pdf.setSubject(drawable(d.host));
  pdf.setCreator("Skill5");
  pdf.setLanguage(intlLocale(d.locale));
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const primary = hex(d.brand.colors.primary);
  const png = await logoPng(d.brand, readImage);
  const logo = png ? await pdf.embedPng(png) : null;
  const running = (page: PDFPage) => {
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: primary });
    page.drawText(drawable(`${d.brand.name} · ${t("pdf.title", { host: d.host })}`), {
      x: MARGIN,
      y: A4[1] - 30,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  };
  const c = new Cursor(pdf, fonts, running);

  // cover: the brand, the site, the overall grade, the categories and Iris's summary
  if (logo) c.page.drawImage(logo, { x: MARGIN, y: A4[1] - 100, width: (logo.width / logo.height) * 36, height: 36 });
  else c.page.drawText(drawable(d.brand.name), { x: MARGIN, y: A4[1] - 90, size: 22, font: fonts.bold, color: primary });
  c.y = A4[1] - 140;
  c.text(t("pdf.title", { host: d.host }), { size: 22, font: "bold", color: primary });
  c.text(`${scan.url} · ${when}`, { color: MUTED, gap: 16 });
  c.need(90);
  gradeBox(c.page, fonts, scan.grade, MARGIN, c.y - 80, 80);
  c.page.drawText(drawable(t("report.overall")), { x: MARGIN + 100, y: c.y - 30, size: 14, font: fonts.bold, color: INK });
  c.page.drawText(drawable(scan.score === null ? t("report.noScore") : t("report.score", { score: scan.score })), {
    x: MARGIN + 100,
    y: c.y - 50,
    size: 11,
    font: fonts.regular,
    color: MUTED,
  });
  c.space(100);
  if (scan.unreachable) {
    // a site never reached: why and what to check, and nothing that reads as a result of it
    c.text(t("unreachable.title", { host: d.host }), { size: 14, font: "bold", color: primary });
    c.text(scan.unreachable.summary.text);
    c.text(t("unreachable.check"), { font: "bold", gap: 0 });
    c.text(scan.unreachable.fix.text, { gap: 10 });
    c.text(t("unreachable.notGraded"), { color: MUTED });
    return finish(pdf, fonts, t, when);
  }
  const categories = orderedCategories(scan.categories);
  for (const category of categories) {
    c.need(34);
    gradeBox(c.page, fonts, category.grade, MARGIN, c.y - 28, 28);
    c.page.drawText(drawable(t(`categories.${category.key}.name`)), {
      x: MARGIN + 40,
      y: c.y - 13,
      size: 11,
      font: fonts.bold,
      color: INK,
    });
    c.page.drawText(drawable(category.score === null ? t("report.noScore") : t("report.score", { score: category.score })), {
      x: MARGIN + 40,
      y: c.y - 26,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
    c.space(36);
  }
  c.space(10);
  c.text(t("iris.summary.title"), { size: 14, font: "bold", color: primary });
  const h = headline(scan);
  if (h.kind === "noGrade") c.text(t("iris.summary.noGrade", { count: h.couldNotCheck }));
  if (h.kind === "clean" || h.kind === "fix")
    c.text(h.grade ? t("iris.summary.grade", { grade: h.grade }) : t("iris.summary.noOverall"), { font: "bold" });
  if (h.kind === "clean") c.text(t(h.couldNotCheck ? "iris.summary.cleanChecked" : "iris.summary.clean"));
  if (h.kind === "fix") {
    c.text(t("iris.summary.fixFirst"));
    h.first.forEach((f, i) =>
      c.text(
        `${i + 1}. ${t("iris.summary.item", { title: testTitle(d.locale, f.category, f.id, t), category: t(`categories.${f.category}.name`) })}`,
        { indent: 10 },
      ),
    );
    if (h.more) c.text(t("iris.summary.more", { count: h.more }), { color: MUTED });
  }
  if ((h.kind === "clean" || h.kind === "fix") && h.couldNotCheck)
    c.text(t("iris.summary.couldNotCheck", { count: h.couldNotCheck }), { color: MUTED });

  // each category and its tests in the report's one order (the summary's too): what needs work first
  for (const category of categories) {
    c.newPage();
    c.need(40);
    gradeBox(c.page, fonts, category.grade, MARGIN, c.y - 36, 36);
    c.page.drawText(drawable(t(`categories.${category.key}.name`)), {
      x: MARGIN + 48,
      y: c.y - 16,
      size: 16,
      font: fonts.bold,
      color: INK,
    });
    c.page.drawText(drawable(category.score === null ? t("report.noScore") : t("report.score", { score: category.score })), {
      x: MARGIN + 48,
      y: c.y - 32,
      size: 10,
      font: fonts.regular,
      color: MUTED,
    });
    c.space(48);
    c.text(`${t("iris.says")}: ${translate(`scannerPages:iris.${category.key}.about`, d.locale)}`, { color: MUTED, gap: 10 });
    for (const test of orderedTests(category.key, category.tests)) {
      c.need(40);
      const label = t(`result.${test.result}`);
      const labelWidth = fonts.bold.widthOfTextAtSize(drawable(label), 9);
      const top = c.page;
      const firstLine = c.y - 11 * 1.35 + 11 * 0.25;
      top.drawText(drawable(label), {
        x: A4[0] - MARGIN - labelWidth,
        y: firstLine,
        size: 9,
        font: fonts.bold,
        color: RESULT_COLOR[test.result],
      });
      c.text(testTitle(d.locale, category.key, test.id, t), { size: 11, font: "bold", gap: 0, rightPad: labelWidth + 12 });
      c.text(test.summary.text, { gap: 2 });
      const needsWork = test.result === "fail" || test.result === "warning";
      if (needsWork) c.text(`${t("iris.says")}: ${irisOn(d.locale, category.key, test.id)}`, { size: 9, color: MUTED, indent: 10, gap: 2 });
      if (test.recommendation) {
        c.text(t("tests.howToFix"), { size: 9, font: "bold", indent: 10, gap: 0 });
        c.text(test.recommendation.text, { size: 9, indent: 10, gap: 2 });
      }
      // the configuration the recommendation speaks of ("a policy like the one below"), as the page shows it
      if (needsWork) snippetBlock(c, fonts, t, snippetsFor(category.key, test.id));
      c.space(8);
      c.page.drawLine({ start: { x: MARGIN, y: c.y + 4 }, end: { x: A4[0] - MARGIN, y: c.y + 4 }, thickness: 0.3, color: MUTED });
    }
  }
  return finish(pdf, fonts, t, when);
}

/** Every page's footer (its number of the whole, the scan's date), then the file. */
function finish(pdf: PDFDocument, fonts: Fonts, t: ReturnType<typeof wordsFor>, when: string): Promise<Uint8Array> {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = drawable(t("pdf.page", { page: i + 1, pages: pages.length }));
    page.drawText(footer, {
      x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(footer, 8),
      y: 24,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(drawable(t("pdf.generated", { date: when })), { x: MARGIN, y: 24, size: 8, font: fonts.regular, color: MUTED });
  });
  return pdf.save();
}
