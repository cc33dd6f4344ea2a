import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { AuthoringOperations } from "../operations/authoring.ts";

/**
 * The content creator (§2 /content-creator, issue 27): presenters, course authoring in both
 * languages, batches of outlines and the narrated-video pipeline. Its pages show to people who
 * hold its permissions on a plan with `create-courses`.
 */
const owns = {
  permissions: ["edit-created-course", "create-course", "view-created-course", "create-courses-in-batch"],
  features: ["create-courses"],
} as const;

const page = (id: string, path: string, file: string, permissions: PageEntry["permissions"], namespaces: readonly string[]): PageEntry => ({
  id,
  path,
  file: `routes/creator/${file}.tsx`,
  layout: "auth",
  feature: "create-courses",
  permissions,
  namespaces,
});

const STUDIO = ["creatorStudio"] as const;
const COURSES = ["creatorCourses", "creatorStudio"] as const;

export const authoring: Area<typeof owns, AuthoringOperations> = defineArea(owns, {
  name: "authoring",
  // the creator's permissions in the order the role has always listed them
  grants: { creator: ["create-course", "edit-created-course", "view-created-course", "create-courses-in-batch"] },
  // authoring: the narrated video's messages, shown on the status page; the server's own words
  // (errors, the batch's row errors, its e-mail) stay on the server
  catalogs: {
    authoring: "product",
    authoringServer: "server",
    authoringBatch: "server",
    creatorStudio: "route",
    creatorCourses: "route",
    creatorBatch: "route",
    creatorEditor: "route",
  },
  pages: [
    {
      ...page("content-creator", "/content-creator", "dashboard", ["view-created-course"], STUDIO),
      menu: { group: "manage", position: 10, label: "contentCreator", icon: "PenTool" },
    },
    page("creator-avatars", "/content-creator/avatars", "avatars", ["view-created-course"], STUDIO),
    page("creator-avatars-new", "/content-creator/avatars/new", "avatar-new", ["create-course"], STUDIO),
    page("creator-avatar-edit", "/content-creator/avatars/:id", "avatar-edit", ["edit-created-course"], STUDIO),
    page("creator-courses", "/content-creator/courses", "courses", ["view-created-course"], COURSES),
    page("creator-courses-new", "/content-creator/courses/new", "course-new", ["create-course"], COURSES),
    page(
      "creator-courses-batch",
      "/content-creator/courses/batch",
      "course-batch",
      ["create-courses-in-batch"],
      ["creatorBatch", "creatorStudio"],
    ),
    page("creator-course", "/content-creator/courses/:id", "course", ["view-created-course"], COURSES),
    page("creator-course-edit", "/content-creator/courses/:id/edit", "course-edit", ["edit-created-course"], ["creatorEditor", ...COURSES]),
    page("creator-course-status", "/content-creator/courses/:id/status", "course-status", ["view-created-course"], COURSES),
  ],
});
