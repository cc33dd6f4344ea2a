import { useSyncExternalStore } from "react";
import type { Brand } from "../../contract/brand.ts";
import { sanitizeHexColor } from "../../contract/brand.ts";
import type { ColorMode } from "../../contract/constants.ts";
import { safeRedirectPath } from "../../contract/safe-redirect.ts";
import { readPreference, setPreference } from "./color-mode.ts";

/**
 * §4 tenant theme preview mode: a manager shows the whole site in a look they have not saved.
 * The look, the original state (the brand as saved and the colour mode) and the page to return
 * to live in session storage, so the preview lasts across pages of this tab only; exiting
 * restores the original and forgets the rest.
 */
export const THEME_PREVIEW_KEY = "skill5.themePreview";

export type PreviewLook = Pick<Brand, "name" | "logo" | "logoHorizontal" | "favicon" | "slogan"> & { colors: Brand["colors"] };
export interface ThemePreview {
  /** The tenant it applies to: another site in the same tab is not restyled. */
  slug: string;
  look: PreviewLook;
  original: { look: PreviewLook; colorMode: ColorMode };
  returnTo: string;
  /** The settings form as it was, handed back to it when the manager returns to it. */
  draft?: unknown;
}
const RETURNED_DRAFT_KEY = "skill5.themePreview.draft";

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ThemePreview | null = null;

function read(): ThemePreview | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(THEME_PREVIEW_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = parse(raw);
  return cached;
}

function parse(raw: string | null): ThemePreview | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as ThemePreview;
    if (typeof v?.slug !== "string" || typeof v.look?.name !== "string" || !v.look.colors || typeof v.returnTo !== "string") return null;
    // the page to go back to is read from storage a script could have written: a path of this site only
    const returnTo = safeRedirectPath(v.returnTo);
    return returnTo ? { ...v, returnTo } : null;
  } catch {
    return null;
  }
}

const notify = () => {
  for (const l of listeners) l();
};

export function lookOf(brand: Brand): PreviewLook {
  return {
    name: brand.name,
    logo: brand.logo,
    logoHorizontal: brand.logoHorizontal,
    favicon: brand.favicon,
    slogan: brand.slogan,
    colors: { ...brand.colors },
  };
}

/** Starts the preview: the saved brand and colour mode are kept to be restored on exit. */
export function startThemePreview(saved: Brand, look: PreviewLook, returnTo: string, draft?: unknown) {
  const preview: ThemePreview = { slug: saved.slug, look, original: { look: lookOf(saved), colorMode: readPreference() }, returnTo, draft };
  sessionStorage.setItem(THEME_PREVIEW_KEY, JSON.stringify(preview));
  notify();
}

/**
 * Ends the preview: the colour mode of before comes back and the saved look shows again.
 * `keepDraft` hands the form's unsaved values back to the settings page (takeReturnedDraft).
 */
export function exitThemePreview(keepDraft = false): ThemePreview | null {
  const preview = read();
  try {
    sessionStorage.removeItem(THEME_PREVIEW_KEY);
    if (keepDraft && preview?.draft !== undefined) sessionStorage.setItem(RETURNED_DRAFT_KEY, JSON.stringify(preview.draft));
  } catch {
    // storage refused: nothing was kept either
  }
  if (preview) setPreference(preview.original.colorMode);
  notify();
  return preview;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_PREVIEW_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The preview in force for this tenant, or null (always null on the server and while hydrating). */
export function useThemePreview(slug: string | undefined): ThemePreview | null {
  const preview = useSyncExternalStore(subscribe, read, () => null);
  return preview && preview.slug === slug ? preview : null;
}

/** The brand as the preview shows it: the look's values over the saved brand, colours only as #RRGGBB. */
export function previewBrand(brand: Brand, look: PreviewLook): Brand {
  const color = (v: string, fallback: string) => sanitizeHexColor(v) || fallback;
  return {
    ...brand,
    name: look.name || brand.name,
    slogan: look.slogan || brand.slogan,
    logo: look.logo || brand.logo,
    logoHorizontal: look.logoHorizontal || brand.logoHorizontal,
    favicon: look.favicon || brand.favicon,
    colors: {
      primary: color(look.colors.primary, brand.colors.primary),
      secondary: color(look.colors.secondary, brand.colors.secondary),
      accent: color(look.colors.accent, brand.colors.accent),
    },
  };
}

/** The unsaved form a manager brought back from a preview, once (then it is forgotten). */
export function takeReturnedDraft(): unknown {
  try {
    const raw = sessionStorage.getItem(RETURNED_DRAFT_KEY);
    sessionStorage.removeItem(RETURNED_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
