import type { Area } from "../area.ts";
import { avatarRoutes, PORTRAIT_MAX, PORTRAIT_MB, PORTRAIT_PATH } from "./avatar-routes.ts";
import { BATCH_MAX, BATCH_PATH, batchRoutes } from "./batch-routes.ts";
import { createBatches } from "./batches.ts";
import { createOutlineDrafter, llmConfigOf } from "./outline.ts";
import { createAvatars } from "./avatars.ts";
import { COVER_MAX, COVER_MB, COVER_PATH, courseRoutes } from "./course-routes.ts";
import { createCourses } from "./courses.ts";
import { createCovers } from "./cover.ts";
import { createDashboard } from "./dashboard.ts";
import { createPublishing } from "./publishing.ts";
import { RENDER_QUEUE, type AuthoringDeps } from "./deps.ts";
import { renderRoutes } from "./render-routes.ts";
import { createRenders } from "./renders.ts";

/**
 * The content creator (issue 27; docs/decisions/0052-narrated-video.md): an entity's presenters,
 * course drafts in both languages, their narrated-video renders on pg-boss, publication to the
 * tenant's library, and batches of outlines.
 */
export function createAuthoringArea(d: AuthoringDeps) {
  const avatars = createAvatars(d);
  // a batch queues its drafts' renders; each render that ends tells its batch (the last one e-mails)
  const batches = createBatches(d, { queue: (scope, id, locale) => renders.queue(scope, id, locale) });
  const renders = createRenders(d, { onFinished: (_courseId, batchId) => (batchId ? batches.renderFinished(batchId) : undefined) });
  const outline = createOutlineDrafter(llmConfigOf(d.config));
  const courses = createCourses(d);
  const publishing = createPublishing(d, courses);
  const covers = createCovers(d, courses);
  const dashboard = createDashboard(d, async (caller, limit) => (await batches.list(caller, { page: 1, limit })).data);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "authoring",
    routes: [
      avatarRoutes({ avatars, db: d.db }),
      renderRoutes(renders),
      batchRoutes({ batches, outline, db: d.db }),
      courseRoutes({ courses, publishing, covers, dashboard }),
    ],
    jobs: [
      // one render at a time per process: each already keeps both cores busy
      { queue: RENDER_QUEUE, work: renders.work, workers: 1 },
      { queue: "creator-render-sweep", every: "hour", work: async (data) => void (await renders.sweep(clock(data))) },
    ],
    largeBodies: [
      {
        method: "POST",
        path: BATCH_PATH,
        maxBytes: BATCH_MAX,
        tooLarge: { messageKey: "authoringBatch:file.tooLarge", vars: { max: "1 MB" } },
      },
      {
        method: "POST",
        path: COVER_PATH,
        maxBytes: COVER_MAX,
        tooLarge: { messageKey: "authoringServer:errors.coverTooLarge", vars: { max: `${COVER_MB} MB` } },
      },
      {
        method: "POST",
        path: PORTRAIT_PATH,
        maxBytes: PORTRAIT_MAX,
        tooLarge: { messageKey: "authoring:portrait.tooLarge", vars: { max: PORTRAIT_MB } },
      },
    ],
  };
  return { area, renders, batches, courses };
}
export type AuthoringArea = ReturnType<typeof createAuthoringArea>;
