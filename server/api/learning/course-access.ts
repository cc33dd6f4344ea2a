import type { CourseRow } from "./queries.ts";

/** What the learner's plan opens (§6): training opens everything, basic-training the free part. */
export function canAccess(features: readonly string[], course: Pick<CourseRow, "free">) {
  return features.includes("training") || (features.includes("basic-training") && course.free);
}
