import { z } from "zod";
import { AUTHORING_LIMITS as L, type CreatorLanguage } from "../../../contract/authoring-limits.ts";
import type { CreatorCourseInput } from "../../../contract/authoring.ts";
import { isArea, isLevel, type Area, type Level } from "../../../contract/course-areas.ts";

// The new-course form: the languages to write in, a title in each, area, level and presenter.
// The draft it makes holds only these; the editor writes the rest.

const title = z.string().trim().max(L.title, { error: "errors:tooLong" });

export const newCourseFormSchema = z
  .object({
    en: z.boolean(),
    pt: z.boolean(),
    titleEn: title,
    titlePt: title,
    // checked below with the rest: a refinement runs only once every field has its type, and the
    // form shows every missing choice at once
    area: z.string(),
    level: z.string(),
    /** A presenter's id, or "" for none yet. */
    avatarId: z.string(),
  })
  .superRefine((v, ctx) => {
    // the languages are one group of checkboxes: its message sits at the first
    if (!v.en && !v.pt) ctx.addIssue({ code: "custom", path: ["en"], message: "creatorCourses:new.errors.languages" });
    if (v.en && !v.titleEn) ctx.addIssue({ code: "custom", path: ["titleEn"], message: "creatorCourses:new.errors.title" });
    if (v.pt && !v.titlePt) ctx.addIssue({ code: "custom", path: ["titlePt"], message: "creatorCourses:new.errors.title" });
    if (!isArea(v.area)) ctx.addIssue({ code: "custom", path: ["area"], message: "creatorCourses:new.errors.area" });
    if (!isLevel(v.level)) ctx.addIssue({ code: "custom", path: ["level"], message: "creatorCourses:new.errors.level" });
  });
export type NewCourseValues = z.input<typeof newCourseFormSchema>;

/** The minimal draft `POST /creator/courses` is sent: the title in each chosen language. */
export function newCourseBody(v: z.output<typeof newCourseFormSchema>) {
  const languages: CreatorLanguage[] = [...(v.en ? (["en"] as const) : []), ...(v.pt ? (["pt"] as const) : [])];
  const body: Pick<CreatorCourseInput, "languages" | "area" | "level" | "avatarId"> & { en?: { title: string }; pt?: { title: string } } = {
    languages,
    area: v.area as Area,
    level: v.level as Level,
    avatarId: v.avatarId || null,
  };
  if (v.en) body.en = { title: v.titleEn };
  if (v.pt) body.pt = { title: v.titlePt };
  return body;
}

/** Where the API's issues land on the form ("en.title" is the English title's field). */
export function newCourseField(path: string): keyof NewCourseValues | null {
  const p = path.replace(/^body\./, "");
  if (p === "en.title") return "titleEn";
  if (p === "pt.title") return "titlePt";
  if (p.startsWith("languages")) return "en";
  if (p === "area" || p === "level" || p === "avatarId") return p;
  return null;
}
