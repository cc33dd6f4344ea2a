/**
 * The square of a portrait that is kept, in the source image's pixels (what
 * `POST /creator/avatars/{id}/portrait` takes as cropX, cropY, cropSize). Pure: the cropper
 * moves and resizes it with the pointer and the keyboard, the preview reads it.
 */
export type Crop = { x: number; y: number; size: number };
export type Natural = { width: number; height: number };

/** The smallest square worth keeping (a smaller image keeps all of its short side). */
export const MIN_CROP = 64;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The smallest and largest squares an image allows. */
export function cropBounds({ width, height }: Natural) {
  const max = Math.max(1, Math.min(width, height));
  return { min: Math.min(MIN_CROP, max), max };
}

/** The square held inside the image, no smaller than MIN_CROP, whole pixels. */
export function clampCrop(crop: Crop, natural: Natural): Crop {
  const { min, max } = cropBounds(natural);
  const size = Math.round(clamp(crop.size, min, max));
  return {
    x: Math.round(clamp(crop.x, 0, natural.width - size)),
    y: Math.round(clamp(crop.y, 0, natural.height - size)),
    size,
  };
}

/** The largest centred square: a portrait taken as the server would take it without crop values. */
export function initialCrop(natural: Natural): Crop {
  const size = cropBounds(natural).max;
  return clampCrop({ x: (natural.width - size) / 2, y: (natural.height - size) / 2, size }, natural);
}

/** The square moved by (dx, dy) source pixels, stopping at the image's edges. */
export function moveCrop(crop: Crop, dx: number, dy: number, natural: Natural): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, natural);
}

/** The square resized around its centre (pulled back inside the image when it reaches an edge). */
export function resizeCrop(crop: Crop, size: number, natural: Natural): Crop {
  const { min, max } = cropBounds(natural);
  const next = clamp(size, min, max);
  const cx = crop.x + crop.size / 2;
  const cy = crop.y + crop.size / 2;
  return clampCrop({ x: cx - next / 2, y: cy - next / 2, size: next }, natural);
}

/** One key's step: 2% of the image's short side, 10% with Shift. */
export function cropStep(natural: Natural, large: boolean) {
  return Math.max(1, Math.round(cropBounds(natural).max * (large ? 0.1 : 0.02)));
}

/**
 * The keyboard's moves: arrows move the square, + and - (or PageUp and PageDown) grow and
 * shrink it, Home keeps the largest centred square. Null for any other key.
 */
export function keyCrop(crop: Crop, key: string, large: boolean, natural: Natural): Crop | null {
  const step = cropStep(natural, large);
  switch (key) {
    case "ArrowLeft":
      return moveCrop(crop, -step, 0, natural);
    case "ArrowRight":
      return moveCrop(crop, step, 0, natural);
    case "ArrowUp":
      return moveCrop(crop, 0, -step, natural);
    case "ArrowDown":
      return moveCrop(crop, 0, step, natural);
    case "+":
    case "=":
    case "PageUp":
      return resizeCrop(crop, crop.size + 2 * step, natural);
    case "-":
    case "PageDown":
      return resizeCrop(crop, crop.size - 2 * step, natural);
    case "Home":
      return initialCrop(natural);
    default:
      return null;
  }
}

/** Where the square sits over the shown image, in percent of its width and height. */
export function cropBox(crop: Crop, natural: Natural) {
  return {
    left: (crop.x / natural.width) * 100,
    top: (crop.y / natural.height) * 100,
    width: (crop.size / natural.width) * 100,
    height: (crop.size / natural.height) * 100,
  };
}

/** The whole image's size and offset, in pixels, so that the square fills a `box`-pixel preview. */
export function previewImage(crop: Crop, natural: Natural, box: number) {
  const scale = box / crop.size;
  return { width: natural.width * scale, height: natural.height * scale, left: -crop.x * scale, top: -crop.y * scale };
}

/** A pointer's move on the shown image (CSS pixels) in source pixels. */
export function toSource(delta: number, shownWidth: number, natural: Natural) {
  return shownWidth > 0 ? (delta * natural.width) / shownWidth : 0;
}

/** How big the kept square is, as a share of the largest possible one (the zoom slider's value, 100 = all). */
export function cropPercent(crop: Crop, natural: Natural) {
  return Math.round((crop.size / cropBounds(natural).max) * 100);
}

/** The square grown or shrunk from its top-left corner (the corner handle), within the image. */
export function growCrop(crop: Crop, delta: number, natural: Natural): Crop {
  const { min, max } = cropBounds(natural);
  const room = Math.min(max, natural.width - crop.x, natural.height - crop.y);
  return clampCrop({ ...crop, size: clamp(crop.size + delta, min, Math.max(min, room)) }, natural);
}
