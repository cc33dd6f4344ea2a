import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import type { Brand } from "../../../contract/brand.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import { translate } from "../../platform/i18n.ts";
import { INK, MUTED, drawable as latin1, hex, logoPng } from "../../platform/pdf-layout.ts";
import { intlLocale } from "../../../contract/locale.ts";

export interface CertificateData {
  brand: Brand;
  learnerName: string;
  title: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  locale: Locale;
  score: number | null;
}

function centered(page: ReturnType<PDFDocument["addPage"]>, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const t = latin1(text);
  page.drawText(t, { x: (page.getWidth() - font.widthOfTextAtSize(t, size)) / 2, y, size, font, color });
}

/** A landscape A4 certificate under the tenant's brand, with a QR code to its verification page. */
export async function renderCertificatePdf(d: CertificateData, readImage: ReadBrandImage): Promise<Uint8Array> {
  const t = (k: string, vars: Record<string, string | number> = {}) => translate(`certificate:pdf.${k}`, d.locale, vars);
  const pdf = await PDFDocument.create();
  pdf.setTitle(latin1(`${t("title")} — ${d.title}`));
  pdf.setAuthor(latin1(d.brand.name));
  pdf.setSubject(latin1(d.learnerName));
  pdf.setCreator("Skill5");
  const page = pdf.addPage([841.89, 595.28]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const primary = hex(d.brand.colors.primary);
  const accent = hex(d.brand.colors.accent);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 0, y: height - 18, width, height: 18, color: primary });
  page.drawRectangle({ x: 0, y: 0, width, height: 10, color: accent });
  page.drawRectangle({ x: 28, y: 38, width: width - 56, height: height - 84, borderColor: primary, borderWidth: 1.5 });

  const logo = await logoPng(d.brand, readImage, 160);
  if (logo) {
    const img = await pdf.embedPng(logo);
    const h = 40;
    const w = (img.width / img.height) * h;
    page.drawImage(img, { x: (width - w) / 2, y: height - 110, width: w, height: h });
  } else {
    centered(page, d.brand.name, height - 100, bold, 26, primary);
  }

  centered(page, t("title").toUpperCase(), height - 165, bold, 30, primary);
  centered(page, t("presented"), height - 205, regular, 14);
  centered(page, d.learnerName, height - 250, bold, 34);
  centered(page, t("completed"), height - 290, regular, 14);
  centered(page, d.title, height - 325, bold, 20, primary);
  const date = new Intl.DateTimeFormat(intlLocale(d.locale), { dateStyle: "long", timeZone: "UTC" }).format(d.issuedAt);
  centered(page, d.score === null ? t("issuedOn", { date }) : t("issuedWithScore", { date, score: d.score }), height - 360, regular, 12);

  const qr = await QRCode.toBuffer(d.verifyUrl, {
    errorCorrectionLevel: "M",
    margin: 1,
    width: 240,
    color: { dark: "#111827", light: "#ffffff" },
  });
  const qrImg = await pdf.embedPng(qr);
  page.drawImage(qrImg, { x: width - 160, y: 60, width: 100, height: 100 });
  page.drawText(latin1(t("verify")), { x: 60, y: 120, size: 11, font: bold, color: INK });
  page.drawText(latin1(d.verifyUrl), { x: 60, y: 102, size: 10, font: regular, color: primary });
  page.drawText(latin1(t("code", { code: d.code })), { x: 60, y: 84, size: 10, font: regular, color: MUTED });
  page.drawText(latin1(t("issuer", { brand: d.brand.name })), { x: 60, y: 66, size: 10, font: regular, color: MUTED });
  return pdf.save();
}
