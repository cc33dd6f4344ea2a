import { COLOR_MODES, COLOR_MODE_STORAGE_KEY, type ColorMode } from "../../contract/constants.ts";

/** Runs before first paint (inline, with the CSP nonce) so a dark page never flashes light. */
export const COLOR_MODE_BOOT_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})||"system";var f=document.documentElement.dataset.forcedColorMode;var m=f||p;var d=m==="dark"||(m==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light";}catch(e){}})();`;

export function readPreference(): ColorMode {
  try {
    const v = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return (COLOR_MODES as readonly string[]).includes(v ?? "") ? (v as ColorMode) : "system";
  } catch {
    return "system";
  }
}

export function resolveDark(mode: ColorMode): boolean {
  if (mode === "system") return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
  return mode === "dark";
}

export function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  const forced = root.dataset.forcedColorMode as ColorMode | undefined;
  const dark = resolveDark(forced ?? mode);
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

export function setPreference(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
  applyColorMode(mode);
}

/**
 * §4: a page may force light or dark; forcing 'system' is not allowed and only warns.
 * Returns the mode actually forced, or null.
 */
export function validForcedMode(mode: ColorMode | undefined): Exclude<ColorMode, "system"> | null {
  if (!mode) return null;
  if (mode === "system") {
    console.warn("[color-mode] Forcing the 'system' colour mode is not allowed; the preference is kept.");
    return null;
  }
  return mode;
}
