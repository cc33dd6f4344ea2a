import { defineArea, type Area, type PageEntry } from "../area.ts";

/**
 * The content creator (§2 /content-creator): placeholder pages for now; the area grows in
 * issue 27 (its server half, catalogs and menu).
 */
const owns = {
  permissions: ["edit-created-course", "create-course", "view-created-course", "create-courses-in-batch"],
  features: ["create-courses"],
} as const;

const SECTION = "routes/section-page.tsx";
const page = (id: string, path: string, permissions?: PageEntry["permissions"]): PageEntry => ({
  id,
  path,
  file: SECTION,
  layout: "auth",
  feature: "create-courses",
  ...(permissions && { permissions }),
});

export const authoring: Area<typeof owns> = defineArea(owns, {
  name: "authoring",
  // the creator's permissions in the order the role has always listed them
  grants: { creator: ["create-course", "edit-created-course", "view-created-course", "create-courses-in-batch"] },
  // the messages of the narrated-video pipeline (server/api/authoring/video/), shown on the status page
  catalogs: { authoring: "product" },
  pages: [
    { ...page("content-creator", "/content-creator"), menu: { group: "manage", position: 10, label: "contentCreator", icon: "PenTool" } },
    page("creator-avatars", "/content-creator/avatars"),
    page("creator-avatars-new", "/content-creator/avatars/new"),
    page("creator-courses", "/content-creator/courses", ["view-created-course"]),
    page("creator-courses-new", "/content-creator/courses/new", ["create-course"]),
    page("creator-courses-batch", "/content-creator/courses/batch", ["create-courses-in-batch"]),
    page("creator-course", "/content-creator/courses/:id", ["view-created-course"]),
    page("creator-course-edit", "/content-creator/courses/:id/edit", ["edit-created-course"]),
    page("creator-course-status", "/content-creator/courses/:id/status", ["view-created-course"]),
  ],
});
