import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { LearningOperations } from "../operations/learning.ts";

/** Courses, programs, enrollments, challenges, badges, certificates and the skill-gap test. */
const owns = {
  permissions: [],
  features: ["basic-training", "training", "badges", "certificates", "progress-tracking", "custom-programs"],
} as const;

const training = (page: Omit<PageEntry, "layout" | "feature">): PageEntry => ({ layout: "training", feature: "training", ...page });
const programEditor = ["manage-users"] as const;

export const learning: Area<typeof owns, LearningOperations> = defineArea(owns, {
  name: "learning",
  pages: [
    // the public course pages are for visitors; a signed-in learner is sent to the full course
    {
      id: "public-course",
      path: "/public/training/courses/:slug",
      file: "routes/training/public-course.tsx",
      layout: "public",
      middleware: ["public"],
    },
    {
      id: "public-course-watch",
      path: "/public/training/courses/:slug/watch",
      file: "routes/training/public-course-watch.tsx",
      layout: "public",
      middleware: ["public"],
    },
    { id: "skill-gap-test", path: "/skill-gap-test", file: "routes/onboarding/skill-gap-test.tsx", layout: "onboarding" },
    {
      id: "account-skill-gap-test",
      path: "/account/skill-gap-test",
      file: "routes/account/skill-gap-test.tsx",
      layout: "auth",
      permissions: ["base-user"],
    },

    // overview
    {
      id: "dashboard",
      path: "/dashboard",
      file: "routes/overview/dashboard.tsx",
      layout: "auth",
      permissions: ["base-user"],
      assistant: { name: "nova", headerKey: "dashboard" },
      menu: { group: "learn", position: 10, label: "dashboard", icon: "LayoutDashboard" },
    },
    {
      id: "achievements",
      path: "/achievements",
      file: "routes/overview/achievements.tsx",
      layout: "auth",
      menu: { group: "progress", position: 20, label: "achievements", icon: "Trophy" },
    },
    {
      id: "badges",
      path: "/badges",
      file: "routes/overview/badges.tsx",
      layout: "auth",
      feature: "badges",
      menu: { group: "progress", position: 30, label: "badges", icon: "Award" },
    },
    {
      id: "certificates",
      path: "/certificate",
      file: "routes/overview/certificates.tsx",
      layout: "auth",
      feature: "badges",
      menu: { group: "progress", position: 40, label: "certificates", icon: "FileBadge" },
    },
    {
      id: "certificate",
      path: "/certificate/:id",
      file: "routes/training/certificate-verify.tsx",
      layout: "custom",
      disableManagerToggle: true,
    },

    // enrollments
    {
      id: "enrollments",
      path: "/enrollments",
      file: "routes/enrollments/enrollments.tsx",
      layout: "auth",
      feature: "training",
      menu: { group: "progress", position: 10, label: "enrollments", icon: "ListChecks" },
    },
    training({ id: "enrollment", path: "/enrollments/:slug", file: "routes/enrollments/enrollment.tsx" }),
    training({ id: "enrollment-challenge", path: "/enrollments/:slug/challenge", file: "routes/enrollments/challenge.tsx" }),
    training({ id: "enrollment-completed", path: "/enrollments/:slug/completed", file: "routes/enrollments/completed.tsx" }),
    training({ id: "program-enrollment", path: "/enrollments/program/:id", file: "routes/enrollments/program.tsx" }),

    // training
    training({
      id: "training",
      path: "/training",
      file: "routes/training/training-home.tsx",
      assistant: { name: "nova", headerKey: "training" },
      menu: { group: "learn", position: 20, label: "training", icon: "GraduationCap", end: true },
    }),
    training({ id: "training-areas", path: "/training/areas", file: "routes/training/areas.tsx" }),
    training({ id: "training-area", path: "/training/areas/:slug", file: "routes/training/area.tsx" }),
    training({
      id: "training-courses",
      path: "/training/courses",
      file: "routes/training/courses.tsx",
      middleware: ["referral"],
      assistant: { name: "nova", headerKey: "courses" },
      menu: { group: "learn", position: 30, label: "courses", icon: "BookOpen" },
    }),
    training({ id: "training-course", path: "/training/courses/:slug", file: "routes/training/course.tsx", middleware: ["referral"] }),
    training({ id: "training-course-content", path: "/training/courses/:slug/course-content", file: "routes/training/course-content.tsx" }),
    training({ id: "training-course-stats", path: "/training/courses/:slug/stats", file: "routes/training/course-stats.tsx" }),
    training({ id: "training-course-watch", path: "/training/courses/:slug/watch", file: "routes/training/watch.tsx" }),
    training({
      id: "training-programs",
      path: "/training/programs",
      file: "routes/training/programs.tsx",
      menu: { group: "learn", position: 40, label: "programs", icon: "Route" },
    }),
    training({ id: "training-program", path: "/training/programs/:id", file: "routes/training/program.tsx" }),
    {
      id: "training-program-create",
      path: "/training/programs/create",
      file: "routes/training/program-create.tsx",
      layout: "training",
      feature: "custom-programs",
      permissions: programEditor,
    },
    {
      id: "training-program-edit-list",
      path: "/training/programs/edit",
      file: "routes/training/program-edit-list.tsx",
      layout: "training",
      feature: "custom-programs",
      permissions: programEditor,
    },
    {
      id: "training-program-edit",
      path: "/training/programs/edit/:programId",
      file: "routes/training/program-edit.tsx",
      layout: "training",
      feature: "custom-programs",
      permissions: programEditor,
    },
  ],
  catalogs: {
    assignments: "product",
    certificate: "product",
    courseRating: "product",
    learn: "product",
    learningAssistant: "server",
    overview: "product",
    programs: "product",
    skillGap: "product",
    stats: "product",
    training: "product",
  },
});
