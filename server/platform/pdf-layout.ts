import { Resvg } from "@resvg/resvg-js";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import sharp from "sharp";
import type { Brand } from "../../contract/brand.ts";
import type { BrandImage, ReadBrandImage } from "./brand-images.ts";

// Writing flowing text on A4 pages with pdf-lib: the characters its standard fonts can draw,
// lines wrapped to a width, and a cursor that starts a new page when the next block does not fit.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const INK = rgb(0.07, 0.09, 0.15);
export const MUTED = rgb(0.29, 0.33, 0.39);

export const hex = (h: string): RGB => {
  const n = Number.parseInt(h.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** WinAnsi beyond Latin-1 (typographic quotes, dashes, ellipsis, bullet, the euro sign): the standard fonts draw them. */
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
/** Text the standard fonts can draw (Portuguese included); other characters print as "?", tabs as spaces. */
export function drawable(s: string): string {
  let out = "";
  for (const ch of s.normalize("NFC").replace(/\t/g, "  ")) {
    const c = ch.codePointAt(0)!;
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.includes(ch) ? ch : "?";
  }
  return out;
}

/** Splits text into lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n").map(drawable)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The tenant's horizontal logo as PNG (SVG rasterised `height` pixels high, PNG as it is, JPEG and
 * WebP converted: the built-in brands' default logo is WebP), else its square logo, or null.
 */
export async function logoPng(brand: Brand, readImage: ReadBrandImage, height = 120): Promise<Uint8Array | null> {
  for (const url of new Set([brand.logoHorizontal, brand.logo])) {
    const png = await asPng(await readImage(url), height);
    if (png) return png;
  }
  return null;
}

async function asPng(image: BrandImage | null, height: number): Promise<Uint8Array | null> {
  if (!image) return null;
  try {
    if (image.contentType === "image/svg+xml")
      return new Resvg(Buffer.from(image.bytes), { fitTo: { mode: "height", value: height } }).render().asPng();
    if (image.contentType === "image/png") return image.bytes;
    if (image.contentType === "image/jpeg" || image.contentType === "image/webp")
      return new Uint8Array(await sharp(image.bytes).resize({ height, withoutEnlargement: true }).png().toBuffer());
    return null;
  } catch {
    return null;
  }
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A4 on its side, for wide tables. */
export const A4_LANDSCAPE: [number, number] = [A4[1], A4[0]];

/** Where the next line goes; a block that does not fit starts a new page (with the running header). */
export class Cursor {
  page: PDFPage;
  y: number;
  readonly width: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: (page: PDFPage) => void,
    readonly size: [number, number] = A4,
  ) {
    this.width = size[0] - 2 * MARGIN;
    this.page = this.newPage();
    this.y = size[1] - MARGIN;
  }

  newPage(): PDFPage {
    this.page = this.pdf.addPage(this.size);
    this.header(this.page);
    this.y = this.size[1] - MARGIN - 24;
    return this.page;
  }

  /** Room for `height` points below the cursor, or a new page. */
  need(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /** A wrapped paragraph, indented by `indent`, leaving `rightPad` free on the right. */
  text(text: string, opts: { size?: number; font?: keyof Fonts; color?: RGB; indent?: number; gap?: number; rightPad?: number } = {}) {
    const size = opts.size ?? 10;
    const font = this.fonts[opts.font ?? "regular"];
    const indent = opts.indent ?? 0;
    const leading = size * 1.35;
    for (const line of wrap(text, font, size, this.width - indent - (opts.rightPad ?? 0))) {
      this.need(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.25, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.gap ?? 4;
  }

  space(h: number) {
    this.y -= h;
  }
}
