import { CREATOR_LANGUAGES, type CreatorLanguage } from "../../../contract/authoring-limits.ts";
import type { CreatorStatusBody } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import { translate } from "../../platform/i18n.ts";
import { filePath } from "../../platform/storage.ts";
import { missingTools } from "./creator-voices.ts";
import type { creatorCourses } from "./schema.ts";
import { speechApiConfig } from "./video/narration.ts";

// A course's render as the API answers it (creatorStatusSchema): its status and progress, the
// failure's reason worded in the reader's language, and the files as /api/files/… paths.

export type CourseRow = typeof creatorCourses.$inferSelect;

/** The tools a render needs that this server lacks (espeak-ng is not needed when the speech API narrates). */
export function renderMissing(): string[] {
  const api = speechApiConfig();
  return missingTools().filter((t) => !(api && t === "espeak-ng"));
}

/** The finished video: the first language's files at the top, each language's below; null before one is ready. */
export function videoOf(row: Pick<CourseRow, "video" | "languages">): CreatorStatusBody["video"] {
  const video = row.video;
  if (!video) return null;
  const langs = [...row.languages, ...CREATOR_LANGUAGES].filter((l, i, all): l is CreatorLanguage => !!video[l] && all.indexOf(l) === i);
  const first = langs[0] && video[langs[0]];
  if (!first) return null;
  const languages: NonNullable<CreatorStatusBody["video"]>["languages"] = {};
  const captions: Partial<Record<CreatorLanguage, string>> = {};
  for (const l of langs) {
    const v = video[l]!;
    languages[l] = {
      mp4: filePath(v.mp4),
      webm: filePath(v.webm),
      captions: filePath(v.captions),
      poster: filePath(v.poster),
      durationSeconds: v.durationSeconds,
    };
    captions[l] = filePath(v.captions);
  }
  return {
    mp4: filePath(first.mp4),
    webm: filePath(first.webm),
    captions,
    durationSeconds: first.durationSeconds,
    poster: filePath(first.poster),
    languages,
  };
}

/** Why the last render failed, in the reader's language. */
export function errorOf(row: Pick<CourseRow, "error">, locale: Locale): CreatorStatusBody["error"] {
  return row.error ? { code: row.error.code, message: translate(row.error.key, locale, row.error.vars ?? {}) } : null;
}

export function statusOf(row: CourseRow, locale: Locale): CreatorStatusBody {
  return {
    status: row.status,
    progress: row.progress,
    error: errorOf(row, locale),
    video: videoOf(row),
    missing: renderMissing(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
