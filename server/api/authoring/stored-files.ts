import { CREATOR_LANGUAGES } from "../../../contract/authoring-limits.ts";
import type { creatorCourses } from "./schema.ts";

type Stored = Pick<typeof creatorCourses.$inferSelect, "coverKey" | "video">;

/** The storage keys a draft holds: its cover and, unless kept for a library course, its video's files. */
export function storedKeys(row: Stored, opts: { video: boolean }): string[] {
  const keys = row.coverKey ? [row.coverKey] : [];
  if (opts.video && row.video)
    for (const l of CREATOR_LANGUAGES) {
      const v = row.video[l];
      if (v) keys.push(v.mp4, v.webm, v.captions, v.poster);
    }
  return keys;
}
