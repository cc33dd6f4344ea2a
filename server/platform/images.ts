import sharp, { type Metadata } from "sharp";
import { IMAGE_BOXES, UPLOAD_LIMITS, type ImageKind } from "../../contract/upload-rules.ts";
import { DomainError } from "./domain-error.ts";
import { sanitizeSvg } from "./svg.ts";

export type { ImageKind } from "../../contract/upload-rules.ts";

export interface PreparedImage {
  bytes: Uint8Array;
  contentType: string;
  ext: "png" | "svg" | "ico";
  width: number;
  height: number;
}

/** The limits an uploaded image meets (the same numbers the pages show: contract/upload-rules.ts). */
export const IMAGE_LIMITS = { ...UPLOAD_LIMITS, boxes: IMAGE_BOXES } as const;

type Detected = "png" | "jpeg" | "webp" | "ico";

const refuse = (code: string, key: string, vars: Record<string, string | number> = {}) =>
  new DomainError("invalid", code, `uploads:errors.${key}`, vars);
const unsupported = () => refuse("unsupported_image", "unsupported");
const corrupt = () => refuse("corrupt_image", "corrupt");

const startsWith = (b: Uint8Array, magic: number[], at = 0) => b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type by content: magic bytes for raster and ICO; anything else is tried as SVG text. */
function detect(b: Uint8Array): Detected | "text" | null {
  if (startsWith(b, PNG_MAGIC)) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8)) return "webp";
  // reserved 0, then type 1 (icon) or 2 (cursor, refused as a malformed icon below)
  if (startsWith(b, [0, 0, 1, 0]) || startsWith(b, [0, 0, 2, 0])) return "ico";
  return b.includes(0) ? null : "text";
}

/**
 * Checks an uploaded image by its content (never its name or declared type) and makes it safe
 * to serve: raster images are decoded, turned upright, stripped of metadata and shrunk into the
 * kind's box as PNG; an SVG keeps only what draws; an ICO (favicon only) is checked and kept.
 * Anything else, too big, too small or broken is a DomainError with its own catalog key.
 */
export async function prepareImage(input: Uint8Array, kind: ImageKind): Promise<PreparedImage> {
  if (input.byteLength === 0) throw refuse("empty_image", "empty");
  if (input.byteLength > UPLOAD_LIMITS.maxBytes) throw refuse("image_too_large", "tooLarge", { max: UPLOAD_LIMITS.maxMegabytes });
  const type = detect(input);
  if (type === "ico") {
    if (kind !== "favicon") throw refuse("ico_not_for_logo", "icoOnlyFavicon");
    return prepareIco(input);
  }
  if (type === "text") return prepareSvg(input);
  if (!type) throw unsupported();
  return prepareRaster(input, type, kind);
}

const SHARP_OPTIONS = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: "warning" } as const;

async function prepareRaster(input: Uint8Array, type: "png" | "jpeg" | "webp", kind: ImageKind): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, SHARP_OPTIONS).metadata();
  } catch (e) {
    throw pixelLimit(e) ?? corrupt();
  }
  // libvips judges the content again: it must agree with the magic bytes
  if (meta.format !== type || !meta.width || !meta.height) throw corrupt();
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) throw tooManyPixels();
  const turned = (meta.orientation ?? 1) >= 5;
  checkMinimum(kind, turned ? meta.height : meta.width, turned ? meta.width : meta.height);

  const box = IMAGE_BOXES[kind];
  // auto-orientation from EXIF, then no metadata is written (sharp keeps none unless asked)
  const pipeline = sharp(input, SHARP_OPTIONS).rotate();
  if (kind === "favicon") {
    // square, transparent around the picture, never larger than the picture itself
    const side = Math.min(box.width, Math.max(meta.width, meta.height));
    pipeline.resize(side, side, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
  } else {
    pipeline.resize(box.width, box.height, { fit: "inside", withoutEnlargement: true });
  }
  try {
    const { data, info } = await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: "image/png",
      ext: "png",
      width: info.width,
      height: info.height,
    };
  } catch (e) {
    throw pixelLimit(e) ?? corrupt();
  }
}

const tooManyPixels = () => refuse("image_too_many_pixels", "tooManyPixels", { side: UPLOAD_LIMITS.maxSide });
const pixelLimit = (e: unknown) => (/pixel limit/i.test((e as Error).message ?? "") ? tooManyPixels() : null);

function checkMinimum(kind: ImageKind, width: number, height: number) {
  if (kind === "favicon" && (width < UPLOAD_LIMITS.minFaviconSide || height < UPLOAD_LIMITS.minFaviconSide)) {
    throw refuse("image_too_small", "faviconTooSmall", { min: UPLOAD_LIMITS.minFaviconSide });
  }
  if (kind !== "favicon" && height < UPLOAD_LIMITS.minLogoHeight)
    throw refuse("image_too_small", "logoTooSmall", { min: UPLOAD_LIMITS.minLogoHeight });
}

const MAX_ICO_ENTRIES = 64;
/** Header sizes of the bitmaps an ICO embeds (BITMAPINFOHEADER, V4, V5; the file header is left out). */
const DIB_HEADERS = new Set([40, 108, 124]);

/** An ICO is served as it came, once every part of it has been checked. */
function prepareIco(input: Uint8Array): PreparedImage {
  const invalid = () => refuse("invalid_ico", "invalidIco");
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  if (input.byteLength < 6) throw invalid();
  const count = view.getUint16(4, true);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1 || count < 1 || count > MAX_ICO_ENTRIES) throw invalid();
  const dirEnd = 6 + 16 * count;
  if (input.byteLength < dirEnd) throw invalid();
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const w = input[at] || 256;
    const h = input[at + 1] || 256;
    const size = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (size < 8 || offset < dirEnd || offset + size > input.byteLength) throw invalid();
    const isPng = startsWith(input, PNG_MAGIC, offset);
    if (!isPng && !DIB_HEADERS.has(view.getUint32(offset, true))) throw invalid();
    if (w * h > width * height) [width, height] = [w, h];
  }
  checkMinimum("favicon", width, height);
  return { bytes: input, contentType: "image/x-icon", ext: "ico", width, height };
}

async function prepareSvg(input: Uint8Array): Promise<PreparedImage> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    throw unsupported();
  }
  const result = await sanitizeSvg(text);
  if (!result) throw unsupported();
  if (result.empty) throw refuse("empty_svg", "emptySvg");
  return {
    bytes: new TextEncoder().encode(result.svg),
    contentType: "image/svg+xml",
    ext: "svg",
    width: result.width,
    height: result.height,
  };
}
