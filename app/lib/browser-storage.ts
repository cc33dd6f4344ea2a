import type { Brand } from "../../contract/brand.ts";

// What the app keeps in the browser under the "skill5:" prefix (§4).

export const SKILL_GAP_KEY = "skill5:skill-gap";
export const COURSE_ID_KEY = "skill5:course-id";
const PREFIX = "skill5:";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame)
  }
}

/** The course the visitor came from, stored as plain text or as a JSON string. */
export function storedCourseId(): string {
  const raw = read(COURSE_ID_KEY)?.trim();
  if (!raw) return "";
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "string" || typeof parsed === "number") return String(parsed).slice(0, 64);
  } catch {
    // not JSON: the id itself
  }
  return raw.slice(0, 64);
}

/** The skill-gap test's answers as a JSON object string, or "" when there are none. */
export function storedSkillGap(): string {
  const raw = read(SKILL_GAP_KEY);
  if (!raw) return "";
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? raw : "";
  } catch {
    return "";
  }
}

/** After a confirmed sign-up the stored test answers and course belong to the account (§4). */
export function forgetSignUpData() {
  try {
    window.localStorage.removeItem(SKILL_GAP_KEY);
    window.localStorage.removeItem(COURSE_ID_KEY);
  } catch {
    // nothing stored
  }
}

/** Sign-out "resets all stores": every key of ours in both storages. */
export function clearAppStorage() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // storage blocked
    }
  }
}

/** §4: a tenant other than the product brand and skill5 returns to its own address, else home. */
export function signOutTarget(brand: Pick<Brand, "slug" | "isProduct"> | undefined, home: string): string {
  if (brand && !brand.isProduct && brand.slug !== "skill5") return `/w/${encodeURIComponent(brand.slug)}${home === "/" ? "" : home}`;
  return home;
}
