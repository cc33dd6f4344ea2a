import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Invoice } from "../../../contract/billing.ts";
import type { Brand } from "../../../contract/brand.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import { translate } from "../../platform/i18n.ts";
import { INK, MUTED, drawable as latin1, hex, logoPng, wrap } from "../../platform/pdf-layout.ts";
import { intlLocale } from "../../../contract/locale.ts";

const METHODS = ["boleto", "pix"];
const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  elo: "Elo",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** How an invoice was paid, in words: "Visa ending in 4242", "Boleto", "Pix". */
export function paymentMethodText(
  m: NonNullable<Invoice["paymentMethod"]>,
  t: (k: string, vars?: Record<string, string | number>) => string,
) {
  if (m.type !== "card") return METHODS.includes(m.type) ? t(`methods.${m.type}`) : m.type;
  const brand = m.brand ? (BRANDS[m.brand] ?? m.brand) : t("methods.card");
  return m.last4 ? t("cardEnding", { brand, last4: m.last4 }) : brand;
}

export interface ReceiptData {
  brand: Brand;
  invoice: Invoice;
  billedTo: { entityName: string; customerName: string; email: string };
  /** Who sells (BILLING_SELLER_*), whichever site sold the plan. */
  seller: { name: string; address: string; taxId: string };
  locale: Locale;
  testMode: boolean;
}

function right(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color = INK) {
  const t = latin1(text);
  page.drawText(t, { x: x - font.widthOfTextAtSize(t, size), y, size, font, color });
}

/** Cuts a line of text to fit `width` at `size`, with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number) {
  let t = latin1(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** An A4 receipt (or invoice, while unpaid) under the tenant's brand, in the reader's language. */
export async function renderReceiptPdf(d: ReceiptData, readImage: ReadBrandImage): Promise<Uint8Array> {
  const t = (k: string, vars: Record<string, string | number> = {}) => translate(`billing:receipt.${k}`, d.locale, vars);
  const inv = d.invoice;
  const money = (cents: number) =>
    new Intl.NumberFormat(intlLocale(d.locale), { style: "currency", currency: inv.currency.toUpperCase() }).format(cents / 100);
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(intlLocale(d.locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso)) : "—";
  const title = inv.status === "paid" ? t("receipt") : t("invoice");

  const pdf = await PDFDocument.create();
  pdf.setTitle(latin1(`${title} ${inv.number ?? inv.id}`));
  pdf.setAuthor(latin1(d.brand.name));
  pdf.setCreator("Skill5");
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const primary = hex(d.brand.colors.primary);
  const { width, height } = page.getSize();
  const left = 50;
  const edge = width - 50;

  page.drawRectangle({ x: 0, y: height - 12, width, height: 12, color: primary });
  const png = await logoPng(d.brand, readImage);
  if (png) {
    const img = await pdf.embedPng(png);
    const h = 32;
    page.drawImage(img, { x: left, y: height - 70, width: (img.width / img.height) * h, height: h });
  } else {
    page.drawText(latin1(d.brand.name), { x: left, y: height - 62, size: 22, font: bold, color: primary });
  }
  right(page, title.toUpperCase(), edge, height - 60, bold, 20, primary);
  if (d.testMode) right(page, t("testMode"), edge, height - 78, bold, 9, rgb(0.7, 0.1, 0.1));

  let y = height - 120;
  const pair = (label: string, value: string) => {
    page.drawText(latin1(label), { x: left, y, size: 10, font: bold, color: MUTED });
    page.drawText(latin1(value), { x: left + 130, y, size: 10, font: regular, color: INK });
    y -= 16;
  };
  pair(t("number"), inv.number ?? inv.id);
  pair(t("issued"), date(inv.createdAt));
  if (inv.paidAt) pair(t("paid"), date(inv.paidAt));
  if (inv.periodStart) pair(t("period"), `${date(inv.periodStart)} – ${date(inv.periodEnd)}`);
  pair(t("billedTo"), d.billedTo.entityName);
  pair("", `${d.billedTo.customerName} <${d.billedTo.email}>`);
  pair(t("seller"), d.seller.name);
  for (const line of wrap(d.seller.address, regular, 10, edge - left - 130)) pair("", line);
  if (d.seller.taxId) pair(t("taxId"), d.seller.taxId);
  if (inv.status === "paid")
    pair(
      t("paymentMethod"),
      inv.amountPaid === 0 ? t("nothingCharged") : inv.paymentMethod ? paymentMethodText(inv.paymentMethod, t) : "—",
    );

  y -= 14;
  page.drawRectangle({ x: left, y: y - 4, width: edge - left, height: 20, color: rgb(0.95, 0.96, 0.97) });
  page.drawText(latin1(t("description")), { x: left + 6, y: y + 2, size: 10, font: bold, color: INK });
  right(page, t("amount"), edge - 6, y + 2, bold, 10);
  y -= 22;
  for (const line of inv.lines) {
    page.drawText(fit(line.description, regular, 10, edge - left - 120), { x: left + 6, y, size: 10, font: regular, color: INK });
    right(page, money(line.amount), edge - 6, y, regular, 10);
    y -= 16;
    if (y < 160) break;
  }
  y -= 8;
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: edge, y: y + 8 }, thickness: 0.5, color: MUTED });
  const total = (label: string, cents: number, font = regular) => {
    right(page, latin1(label), edge - 120, y - 4, font, 10);
    right(page, money(cents), edge - 6, y - 4, font, 10);
    y -= 16;
  };
  total(t("subtotal"), inv.subtotal);
  if (inv.discount) total(t("discount"), -inv.discount);
  total(t("total"), inv.total, bold);
  total(t("amountPaid"), inv.amountPaid, bold);
  if (inv.amountRefunded) total(t("refunded"), -inv.amountRefunded);

  page.drawText(latin1(t("thanks", { brand: d.brand.name })), { x: left, y: 80, size: 10, font: regular, color: MUTED });
  if (d.brand.supportEmail)
    page.drawText(latin1(t("questions", { email: d.brand.supportEmail })), { x: left, y: 64, size: 10, font: regular, color: MUTED });
  return pdf.save();
}
