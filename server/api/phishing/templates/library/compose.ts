/**
 * Builds a library simulation's HTML and plain-text bodies from one list of blocks, so the two
 * always say the same thing and every message shares a phone-friendly layout (one 600px column,
 * inline styles only: mail clients drop <style> and external CSS). Brands are styled text, never
 * an image; the only image is the QR code the renderer fills in.
 */

/** An invented brand: its name, drawn as a text logo in its colour (none: a person's plain e-mail). */
export type Brand = { name: string; color: string };

/** A paragraph: trusted inline HTML (`<strong>`, `<span data-flag>`), written by us. */
type Paragraph = string;
/** The call to action: a button to `{{link}}`. */
type Button = { button: string; flag?: string };
/** A link whose visible text is an address that is not where it goes (`{{link}}`). */
type FakeUrl = { url: string; flag?: string };
/** A heading line. */
type Heading = { heading: string };
/** A grey box of label/value lines (an invoice's figures, a parcel's details). */
type Details = { details: [string, string][]; flag?: string };
/** A file "attached" to the message: a chip that links to `{{link}}`; no file is ever sent. */
type Attachment = { attachment: string; size: string; flag?: string };
/** The QR code (the renderer sets its src to the link as a PNG) and what the text version says instead. */
type Qr = { qr: string; flag?: string };
export type Block = Paragraph | Button | FakeUrl | Heading | Details | Attachment | Qr;

const FONT = "font-family:Arial,Helvetica,sans-serif";
const flagAttr = (flag?: string) => (flag ? ` data-flag="${flag}"` : "");

function blockHtml(block: Block, brand: Brand): string {
  if (typeof block === "string") return `<p style="margin:0 0 16px;line-height:1.5">${block}</p>`;
  if ("button" in block)
    return (
      `<p style="margin:24px 0;text-align:center"><a${flagAttr(block.flag)} href="{{link}}" ` +
      `style="display:inline-block;background:${brand.color};color:#ffffff;text-decoration:none;` +
      `padding:12px 24px;border-radius:4px;font-weight:bold">${block.button}</a></p>`
    );
  if ("url" in block)
    return `<p style="margin:0 0 16px;word-break:break-all"><a${flagAttr(block.flag)} href="{{link}}" style="color:${brand.color}">${block.url}</a></p>`;
  if ("heading" in block) return `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#1f2937">${block.heading}</h1>`;
  if ("details" in block) {
    const rows = block.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${label}</td><td style="padding:4px 0"><strong>${value}</strong></td></tr>`,
      )
      .join("");
    return `<table${flagAttr(block.flag)} role="presentation" style="width:100%;margin:0 0 16px;background:#f3f4f6;border-radius:4px;padding:8px 12px;font-size:14px">${rows}</table>`;
  }
  if ("attachment" in block)
    return (
      `<p style="margin:0 0 16px"><a${flagAttr(block.flag)} href="{{link}}" style="display:inline-block;border:1px solid #d1d5db;` +
      `border-radius:4px;padding:10px 14px;color:#1f2937;text-decoration:none">&#128206; <strong>${block.attachment}</strong> ` +
      `<span style="color:#6b7280">(${block.size})</span></a></p>`
    );
  return (
    `<p${flagAttr(block.flag)} style="margin:16px 0;text-align:center"><img data-qr alt="QR code" width="180" height="180" ` +
    `style="display:block;margin:0 auto 8px;border:1px solid #e5e7eb"><span style="font-size:13px;color:#6b7280">${block.qr}</span></p>`
  );
}

/** Inline HTML as plain text: tags dropped, the few entities we write decoded. */
export function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#128206;/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

function blockText(block: Block): string {
  if (typeof block === "string") return plain(block);
  if ("button" in block) return `${plain(block.button)}: {{link}}`;
  if ("url" in block) return `${plain(block.url)} <{{link}}>`;
  if ("heading" in block) return plain(block.heading).toUpperCase();
  if ("details" in block) return block.details.map(([label, value]) => `${plain(label)} ${plain(value)}`).join("\n");
  if ("attachment" in block) return `[${plain(block.attachment)} (${block.size})] {{link}}`;
  return `${plain(block.qr)}\n{{link}}`;
}

/** The message's two bodies: `html` in the shared layout, `text` the same blocks in plain words. */
export function compose(brand: Brand, blocks: Block[], footer: string): { html: string; text: string } {
  const html =
    `<div style="background:#f9fafb;padding:16px 8px;${FONT}">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:6px;color:#1f2937;font-size:15px">` +
    (brand.name
      ? `<div style="padding:16px 24px;border-bottom:3px solid ${brand.color};font-size:20px;font-weight:bold;color:${brand.color}">${brand.name}</div>`
      : "") +
    `<div style="padding:24px">${blocks.map((b) => blockHtml(b, brand)).join("")}</div>` +
    `<div style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;line-height:1.5">${footer}</div>` +
    `</div></div>`;
  const text = [...(brand.name ? [brand.name, ""] : []), ...blocks.map(blockText).flatMap((t) => [t, ""]), "--", plain(footer)].join("\n");
  return { html, text };
}
