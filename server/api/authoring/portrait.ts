import sharp, { type Metadata } from "sharp";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { UPLOAD_LIMITS } from "../../../contract/upload-rules.ts";
import { DomainError } from "../../platform/domain-error.ts";

// A presenter's portrait: a PNG, JPEG or WebP judged by its bytes (never its name), turned
// upright, cropped to a square (the part the author chose, in the source's pixels, else the
// centre) and resized to 512 × 512 PNG without metadata. The video draws it in a circle beside
// the slides (video/slides.ts).

export type Crop = { x: number; y: number; size: number };

const refuse = (code: string, key: string, vars: Record<string, string | number> = {}, kind: "invalid" | "too_large" = "invalid") =>
  new DomainError(kind, code, `authoring:portrait.${key}`, vars, "file");

const MAGIC: [type: "png" | "jpeg" | "webp", test: (b: Uint8Array) => boolean][] = [
  ["png", (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)],
  ["jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["webp", (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP"],
];

const SHARP = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: "warning" } as const;
/** The smallest square a portrait may be cut from (smaller ones would be blurred up to 512). */
export const MIN_PORTRAIT_SIDE = 64;

/** The square portrait as PNG bytes, or a DomainError at the field `file` (or the crop's). */
export async function preparePortrait(input: Uint8Array, crop?: Crop): Promise<Uint8Array> {
  if (input.byteLength === 0) throw refuse("empty_image", "empty");
  if (input.byteLength > L.portraitBytes) throw refuse("image_too_large", "tooLarge", { max: L.portraitBytes / 1024 / 1024 }, "too_large");
  const type = MAGIC.find(([, test]) => test(input))?.[0];
  if (!type) throw refuse("unsupported_image", "unsupported");
  let meta: Metadata;
  try {
    meta = await sharp(input, SHARP).metadata();
  } catch (e) {
    throw /pixel limit/i.test((e as Error).message ?? "")
      ? refuse("image_too_many_pixels", "tooManyPixels", { side: UPLOAD_LIMITS.maxSide })
      : refuse("corrupt_image", "corrupt");
  }
  if (meta.format !== type || !meta.width || !meta.height) throw refuse("corrupt_image", "corrupt");
  // the crop is in the picture as the author saw it: upright
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const side = Math.min(width, height);
  const square = crop ?? { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), size: side };
  // a picture smaller than that keeps all of its short side
  if (square.size < Math.min(MIN_PORTRAIT_SIDE, side))
    throw refuse("portrait_too_small", "tooSmall", { min: Math.min(MIN_PORTRAIT_SIDE, side) }, "invalid");
  if (square.x < 0 || square.y < 0 || square.x + square.size > width || square.y + square.size > height)
    throw new DomainError("invalid", "crop_outside", "authoring:portrait.cropOutside", { width, height }, "cropSize");
  try {
    const out = await sharp(input, SHARP)
      .rotate()
      .extract({ left: Math.round(square.x), top: Math.round(square.y), width: Math.round(square.size), height: Math.round(square.size) })
      .resize(L.portraitSize, L.portraitSize, { fit: "cover" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    throw refuse("corrupt_image", "corrupt");
  }
}

/** The optional crop fields of the upload form: all three whole numbers, or none. */
export function cropFrom(fields: Record<string, string | string[]>): Crop | undefined {
  const read = (k: string) => {
    const v = fields[k];
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const raw = { x: read("cropX"), y: read("cropY"), size: read("cropSize") };
  const given = Object.values(raw).filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  const crop = { x: Number(raw.x), y: Number(raw.y), size: Number(raw.size) };
  for (const [field, value] of [
    ["cropX", crop.x],
    ["cropY", crop.y],
    ["cropSize", crop.size],
  ] as const) {
    if (given !== 3 || !Number.isInteger(value) || value < 0 || value > 100_000)
      throw new DomainError("invalid", "crop_invalid", "authoring:portrait.cropInvalid", {}, field);
  }
  return crop;
}
