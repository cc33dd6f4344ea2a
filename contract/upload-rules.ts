// Uploaded images (a company's logos and favicon): the numbers the API enforces and the pages
// show beside the file input. Plain values, no zod, so the browser can import them.

/** What an uploaded image is for; each has its own box, minimum and accepted types. */
export const IMAGE_KINDS = ["logo-horizontal", "logo-vertical", "favicon"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const UPLOAD_LIMITS = {
  /** The largest image file taken, in bytes (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  /** The same, in megabytes, as the pages say it. */
  maxMegabytes: 2,
  /** The most pixels a raster image may have before it is decoded (4096 × 4096). */
  maxPixels: 4096 * 4096,
  /** The side of the square that `maxPixels` describes, as the pages say it. */
  maxSide: 4096,
  /** The smallest favicon, in pixels on each side. */
  minFaviconSide: 16,
  /** The lowest logo, in pixels. */
  minLogoHeight: 32,
} as const;

/** The box a raster image is shrunk to fit (never enlarged); the favicon is made square. */
export const IMAGE_BOXES: Readonly<Record<ImageKind, { width: number; height: number }>> = {
  "logo-horizontal": { width: 1200, height: 400 },
  "logo-vertical": { width: 800, height: 800 },
  favicon: { width: 256, height: 256 },
};

/** For a file input's `accept`: a hint to the browser only; the server judges the content. */
export const IMAGE_ACCEPT: Readonly<Record<ImageKind, string>> = {
  "logo-horizontal": "image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg",
  "logo-vertical": "image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg",
  favicon: "image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.png,.jpg,.jpeg,.webp,.svg,.ico",
};
