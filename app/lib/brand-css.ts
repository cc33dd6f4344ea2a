import type { Brand } from "../../contract/brand.ts";
import { sanitizeHexColor } from "../../contract/brand.ts";

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour. */
export function readableOn(hex: string) {
  return contrastRatio(hex, "#ffffff") >= contrastRatio(hex, "#111827") ? "#ffffff" : "#111827";
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number) {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const [r, g, b] = channels(hex).map((c) => Math.round(c + (target - c) * a));
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, "0")).join("")}`;
}

/** A version of the colour with at least 4.5:1 contrast on the given background (for text and links). */
export function textSafe(hex: string, background: string) {
  let c = hex;
  const lighten = luminance(background) < 0.2;
  for (let i = 0; i < 20 && contrastRatio(c, background) < 4.5; i++) c = shade(c, lighten ? 0.12 : -0.12);
  return c;
}

/**
 * A fill for buttons and badges: the brand colour itself when black or white text on it
 * reaches 4.5:1, else the nearest darker shade where white text does.
 */
export function solidFill(hex: string) {
  let c = hex;
  for (let i = 0; i < 20 && contrastRatio(c, readableOn(c)) < 4.5; i++) c = shade(c, -0.06);
  return c;
}

/** --ui-surface-raised in dark mode (styles/app.css). */
const DARK_RAISED = "#111a2e";

/** The tenant's colours as CSS variables; every themed colour of the UI reads these. */
// A handful of brands per process: each page writes the same few colours.
const cssByColors = new Map<string, string>();

export function brandCss(brand: Brand): string {
  const key = JSON.stringify([brand.colors.primary, brand.colors.secondary, brand.colors.accent]);
  let css = cssByColors.get(key);
  if (css === undefined) {
    css = colorsCss(brand.colors);
    if (cssByColors.size >= 100) cssByColors.clear();
    cssByColors.set(key, css);
  }
  return css;
}

/** The brand colour variables for light pages, and those that change on dark ones. */
export function brandVars(colors: Brand["colors"]): { light: Record<string, string>; dark: Record<string, string> } {
  const primary = sanitizeHexColor(colors.primary) || "#007bff";
  const secondary = sanitizeHexColor(colors.secondary) || "#6c757d";
  const accent = sanitizeHexColor(colors.accent) || "#28a745";
  const [p, s, a] = [solidFill(primary), solidFill(secondary), solidFill(accent)];
  const light = {
    "--brand-primary-raw": primary,
    "--brand-primary": p,
    "--brand-primary-fg": readableOn(p),
    "--brand-primary-text": textSafe(primary, "#ffffff"),
    "--brand-secondary": s,
    "--brand-secondary-fg": readableOn(s),
    "--brand-accent": a,
    "--brand-accent-fg": readableOn(a),
    "--brand-accent-text": textSafe(accent, "#ffffff"),
  };
  // checked against the lighter dark surface (cards), so it also passes on the page background
  const dark = {
    "--brand-primary-text": textSafe(primary, DARK_RAISED),
    "--brand-accent-text": textSafe(accent, DARK_RAISED),
  };
  return { light, dark };
}

function colorsCss(colors: Brand["colors"]): string {
  const { light, dark } = brandVars(colors);
  const decl = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}:${v}`)
      .join(";");
  return `:root{${decl(light)}}:root.dark{${decl(dark)}}`;
}
