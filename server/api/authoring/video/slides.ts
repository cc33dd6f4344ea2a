import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import type { Brand } from "../../../../contract/brand.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { projectPath } from "../../../platform/paths.ts";
import { wrapWords } from "./captions.ts";

// The video's pictures: one 1280×720 slide per step (its title, take-aways, illustration and the
// presenter's portrait, in the tenant's colours) and a title slide, written as SVG and rasterised
// by resvg (already used for the PDFs' logos): no browser to run, the same drawing each time, and
// text drawn with fonts found on disk (Liberation Sans has every Portuguese letter).

export const WIDTH = 1280;
export const HEIGHT = 720;
export type SlideColors = Pick<Brand["colors"], "primary" | "accent">;

export interface StepSlide {
  title: string;
  takeaways: readonly string[];
  /** A name of the illustration set (public/illustrations/<name>.svg). */
  illustration?: string;
}

/** Text as XML character data or an attribute value; characters XML forbids are dropped. */
export const xmlEscape = (s: string) =>
  s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** White or near-black, whichever reads on the colour. */
const inkOn = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const luma = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luma > 150 ? "#111827" : "#ffffff";
};

/** The portrait as a data URI; only PNG and JPEG (judged by their bytes) are taken. */
export function portraitUri(bytes: Uint8Array): string {
  const type =
    bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
      ? "image/png"
      : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
        ? "image/jpeg"
        : null;
  if (!type) throw new DomainError("unsupported_media", "portrait_type", "authoring:video.portraitType", {}, "portrait");
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

/** The illustration in the tenant's colours (as the branded route serves it), as a data URI. */
export async function illustrationUri(name: string, colors: SlideColors): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(name)) return null;
  const svg = await readFile(projectPath("public", "illustrations", `${name}.svg`), "utf8").catch(() => null);
  if (!svg) return null;
  const branded = svg
    .replace(/var\(--brand-primary, #[0-9a-f]{6}\)/gi, colors.primary)
    .replace(/var\(--brand-accent, #[0-9a-f]{6}\)/gi, colors.accent);
  return `data:image/svg+xml;base64,${Buffer.from(branded).toString("base64")}`;
}

/** Wrapped text, `chars` a line, cut to the lines that fit above `bottom`. */
const lines = (text: string, x: number, y: number, size: number, gap: number, chars: number, bottom: number, attrs: string) =>
  wrapWords(text, chars)
    .slice(0, Math.max(0, Math.floor((bottom - y) / gap) + 1))
    .map((l, i) => `<text x="${x}" y="${y + i * gap}" font-size="${size}" ${attrs}>${xmlEscape(l)}</text>`)
    .join("");

const portrait = (uri: string, cx: number, cy: number, r: number, ring: string) =>
  `<clipPath id="face"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
  `<image x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" preserveAspectRatio="xMidYMid slice" clip-path="url(#face)" href="${uri}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring}" stroke-width="8"/>`;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Liberation Sans, sans-serif">${body}</svg>`;

/** The title slide: the course's title and summary on the primary colour, the presenter beside them. */
export function titleSlideSvg(title: string, summary: string, colors: SlideColors, portraitDataUri?: string): string {
  const ink = inkOn(colors.primary);
  const titleLines = wrapWords(title, 26).slice(0, 3);
  const top = 150;
  const heading = titleLines
    .map((l, i) => `<text x="80" y="${top + i * 70}" font-size="60" font-weight="bold" fill="${ink}">${xmlEscape(l)}</text>`)
    .join("");
  const below = top + titleLines.length * 70;
  return svg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colors.primary}"/>` +
      `<rect x="80" y="${below - 30}" width="160" height="8" rx="4" fill="${colors.accent}"/>` +
      heading +
      lines(summary, 80, below + 40, 28, 40, 40, HEIGHT - 40, `fill="${ink}"`) +
      (portraitDataUri ? portrait(portraitDataUri, 1040, 360, 150, colors.accent) : ""),
  );
}

/** The take-aways as bullets, at the largest size (28, 24 or 20 px) at which they fit the column. */
function bullets(takeaways: readonly string[], accent: string, top: number, room: number): string {
  for (const size of [28, 24, 20]) {
    const gap = Math.round(size * 1.35);
    const wrapped = takeaways.map((t) => wrapWords(t, Math.floor(610 / (size * 0.52))));
    const height = wrapped.reduce((h, w) => h + w.length * gap + size, 0);
    if (height > room && size > 20) continue;
    let y = top;
    return wrapped
      .map((w) => {
        const first = y;
        y += w.length * gap + size;
        const text = w.map((l, i) => `<text x="100" y="${first + i * gap}" font-size="${size}" fill="#1f2937">${xmlEscape(l)}</text>`);
        return `<circle cx="76" cy="${first - size * 0.35}" r="${Math.round(size / 4)}" fill="${accent}"/>${text.join("")}`;
      })
      .join("");
  }
  return "";
}

/** A step's slide: its title on a band of the primary colour, take-aways left, illustration right, presenter below it. */
export async function stepSlideSvg(step: StepSlide, colors: SlideColors, portraitDataUri?: string): Promise<string> {
  const ink = inkOn(colors.primary);
  const titleLines = wrapWords(step.title, 48).slice(0, 2);
  const band = 60 + titleLines.length * 50;
  const heading = titleLines
    .map((l, i) => `<text x="60" y="${78 + i * 50}" font-size="40" font-weight="bold" fill="${ink}">${xmlEscape(l)}</text>`)
    .join("");
  const art = step.illustration ? await illustrationUri(step.illustration, colors) : null;
  return svg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/><rect width="${WIDTH}" height="${band}" fill="${colors.primary}"/>` +
      `<rect y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${colors.accent}"/>` +
      heading +
      bullets(step.takeaways, colors.accent, band + 70, HEIGHT - band - 110) +
      (art ? `<image x="720" y="${band + 30}" width="500" height="312" href="${art}"/>` : "") +
      (portraitDataUri ? portrait(portraitDataUri, 1150, 600, 80, colors.accent) : ""),
  );
}

const FONT_DIR = "/usr/share/fonts/truetype/liberation";
const FONT_FILES = ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"].map((f) => `${FONT_DIR}/${f}`).filter(existsSync);

/** A slide as a 1280×720 PNG. */
export function rasterize(slideSvg: string): Uint8Array {
  const font = FONT_FILES.length
    ? { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: "Liberation Sans" }
    : { loadSystemFonts: true, defaultFontFamily: "sans-serif" };
  return new Uint8Array(new Resvg(slideSvg, { font, fitTo: { mode: "width", value: WIDTH } }).render().asPng());
}
