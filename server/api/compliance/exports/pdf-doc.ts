import { PDFDocument, StandardFonts, rgb, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import type { Brand } from "../../../../contract/brand.ts";
import type { Locale } from "../../../../contract/constants.ts";
import type { ReadBrandImage } from "../../../platform/brand-images.ts";
import { A4, Cursor, MARGIN, MUTED, drawable, hex, logoPng, type Fonts } from "../../../platform/pdf-layout.ts";
import { momentText, type Words } from "./words.ts";
import { intlLocale } from "../../../../contract/locale.ts";

/** A colour a tenant picked, or ours when it is missing or too light to read on white. */
function readable(color: string | undefined, fallback: RGB): RGB {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return fallback;
  const c = hex(color);
  const luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
  return luminance > 0.75 ? fallback : c;
}

export type BrandedPdf = {
  pdf: PDFDocument;
  fonts: Fonts;
  cursor: Cursor;
  /** The tenant's colours (primary for headings and bars, accent for highlights). */
  primary: RGB;
  accent: RGB;
  logo: PDFImage | null;
  /** Page numbers and the date on every page, then the file. */
  finish(): Promise<Uint8Array>;
};

/**
 * A PDF under the tenant's brand, in the reader's language: its name on every page under a
 * bar of its primary colour, its logo for the cover, the page number and the moment it was
 * made in the footer. The standard fonts draw Portuguese (WinAnsi); other characters print "?".
 */
export async function brandedPdf(opts: {
  brand: Brand;
  readImage: ReadBrandImage;
  title: string;
  subject: string;
  locale: Locale;
  t: Words;
  now: Date;
  size?: [number, number];
}): Promise<BrandedPdf> {
  const { brand, t } = opts;
  const size = opts.size ?? A4;
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(opts.title));
  pdf.setSubject(drawable(opts.subject));
  pdf.setAuthor(drawable(brand.name));
  pdf.setCreator(drawable(brand.name));
  pdf.setLanguage(intlLocale(opts.locale));
  pdf.setCreationDate(opts.now);
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const primary = readable(brand.colors.primary, rgb(0.04, 0.37, 0.84));
  const accent = readable(brand.colors.accent, primary);
  const png = await logoPng(brand, opts.readImage);
  const logo = png ? await pdf.embedPng(png).catch(() => null) : null;
  const running = (page: PDFPage) => {
    page.drawRectangle({ x: 0, y: size[1] - 8, width: size[0], height: 8, color: primary });
    page.drawText(drawable(`${brand.name} · ${opts.title}`), { x: MARGIN, y: size[1] - 30, size: 8, font: fonts.regular, color: MUTED });
  };
  const cursor = new Cursor(pdf, fonts, running, size);
  return {
    pdf,
    fonts,
    cursor,
    primary,
    accent,
    logo,
    async finish() {
      const pages = pdf.getPages();
      const made = drawable(t("file.generated", { date: momentText(opts.now, opts.locale) }));
      pages.forEach((page, i) => {
        const number = drawable(t("file.page", { page: i + 1, pages: pages.length }));
        page.drawText(number, {
          x: size[0] - MARGIN - fonts.regular.widthOfTextAtSize(number, 8),
          y: 24,
          size: 8,
          font: fonts.regular,
          color: MUTED,
        });
        page.drawText(made, { x: MARGIN, y: 24, size: 8, font: fonts.regular, color: MUTED });
      });
      return pdf.save();
    },
  };
}

/** The top of a first page: the tenant's logo (or its name), the title and what it is about. */
export function drawTitle(doc: BrandedPdf, brandName: string, title: string, subtitle: string) {
  const c = doc.cursor;
  const top = c.size[1] - 48;
  if (doc.logo) c.page.drawImage(doc.logo, { x: MARGIN, y: top - 30, width: (doc.logo.width / doc.logo.height) * 30, height: 30 });
  else c.page.drawText(drawable(brandName), { x: MARGIN, y: top - 22, size: 18, font: doc.fonts.bold, color: doc.primary });
  c.y = top - 44;
  c.text(title, { size: 20, font: "bold", color: doc.primary, gap: 2 });
  c.text(subtitle, { size: 11, color: MUTED, gap: 10 });
}

/** Label and value lines (company, framework, date, prepared by). */
export function drawFacts(doc: BrandedPdf, facts: [string, string][]) {
  for (const [label, value] of facts) doc.cursor.text(`${label}: ${value}`, { size: 9, gap: 1 });
  doc.cursor.space(8);
}
