import type { Area } from "../area.ts";
import type { AuthoringDeps } from "./deps.ts";

/**
 * The content creator (issue 27; docs/decisions/0052-narrated-video.md): an entity's presenters,
 * course drafts in both languages, their narrated-video renders on pg-boss, publication to the
 * tenant's library, and batches of outlines.
 */
export function createAuthoringArea(d: AuthoringDeps) {
  void d;
  const area: Area = { name: "authoring", routes: [], jobs: [] };
  return { area };
}
export type AuthoringArea = ReturnType<typeof createAuthoringArea>;
