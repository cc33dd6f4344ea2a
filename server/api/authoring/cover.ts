import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { UPLOAD_LIMITS } from "../../../contract/upload-rules.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped } from "../../platform/scope.ts";
import { uploadKey } from "../../platform/storage.ts";
import type { Creator } from "./avatars.ts";
import { courseView } from "./course-view.ts";
import { theCourse, type Courses } from "./courses.ts";
import type { AuthoringDeps } from "./deps.ts";
import { creatorCourses } from "./schema.ts";

// A course's cover image: a PNG, JPEG or WebP judged by its bytes, turned upright, cut to 16:9
// around what draws the eye and resized to 1280 × 720 JPEG without metadata.

export const COVER = { width: 1280, height: 720 } as const;
export const COVER_MB = L.coverBytes / 1024 / 1024;

const refuse = (code: string, key: string, vars: Record<string, string | number> = {}, kind: "invalid" | "too_large" = "invalid") =>
  new DomainError(kind, code, `authoringServer:errors.${key}`, vars, "file");
export const coverFileRequired = () => refuse("file_required", "coverRequired");

const MAGIC: [type: "png" | "jpeg" | "webp", test: (b: Uint8Array) => boolean][] = [
  ["png", (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)],
  ["jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["webp", (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP"],
];
const SHARP = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: "warning" } as const;

/** The cover as JPEG bytes, or a DomainError at the field `file`. */
export async function prepareCover(input: Uint8Array): Promise<Uint8Array> {
  if (input.byteLength === 0) throw coverFileRequired();
  if (input.byteLength > L.coverBytes) throw refuse("image_too_large", "coverTooLarge", { max: `${COVER_MB} MB` }, "too_large");
  const type = MAGIC.find(([, test]) => test(input))?.[0];
  if (!type) throw refuse("unsupported_image", "coverType");
  try {
    const meta = await sharp(input, SHARP).metadata();
    if (meta.format !== type || !meta.width || !meta.height) throw new Error("format");
    const out = await sharp(input, SHARP)
      .rotate()
      .resize(COVER.width, COVER.height, { fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw refuse("corrupt_image", "coverCorrupt");
  }
}

export function createCovers(d: Pick<AuthoringDeps, "db" | "storage">, courses: Courses) {
  /**
   * Deletes a cover no other draft of the tenant holds (keys are made from the bytes); a
   * published course's stays, as learners see it until the course is published again.
   */
  async function forget(caller: Creator, row: { coverKey: string | null; publishedAt: Date | null }) {
    const key = row.coverKey;
    if (!key || row.publishedAt) return;
    const [other] = await d.db
      .select({ id: creatorCourses.id })
      .from(creatorCourses)
      .where(and(scoped.tenant(creatorCourses, caller.scope), eq(creatorCourses.coverKey, key)))
      .limit(1);
    if (!other) await d.storage.delete(key);
  }
  return {
    async set(caller: Creator, id: string, bytes: Uint8Array) {
      const row = await courses.mustFind(caller.scope, id);
      const cover = await prepareCover(bytes);
      const key = uploadKey(caller.scope, "creator-covers", cover, "jpg");
      await d.storage.put(key, cover, "image/jpeg");
      const [updated] = await d.db
        .update(creatorCourses)
        .set({ coverKey: key, updatedAt: new Date() })
        .where(theCourse(caller.scope, id))
        .returning();
      if (row.coverKey !== key) await forget(caller, row);
      return courseView(d.db, caller.scope, updated!, caller.locale);
    },
    async remove(caller: Creator, id: string) {
      const row = await courses.mustFind(caller.scope, id);
      const [updated] = await d.db
        .update(creatorCourses)
        .set({ coverKey: null, updatedAt: new Date() })
        .where(theCourse(caller.scope, id))
        .returning();
      await forget(caller, row);
      return courseView(d.db, caller.scope, updated!, caller.locale);
    },
  };
}
