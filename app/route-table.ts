import type { Feature, Permission } from "../contract/constants.ts";

/** §2 layouts. */
export const LAYOUTS = ["auth", "guest", "onboarding", "none", "training", "public", "pricing", "default", "custom"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** §2 named route middlewares. */
export const ROUTE_MIDDLEWARES = ["referral", "public", "manager"] as const;
export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARES)[number];

export type Assistant = "nova" | "iris" | "xen";

export interface RouteEntry {
  /** Stable id; also the catalog key for the page title (routes:<id>). */
  id: string;
  /** English path; the Portuguese one is the same under /pt. */
  path: string;
  /** Route module under app/routes. */
  file: string;
  layout: LayoutName;
  feature?: Feature;
  permissions?: Permission[];
  disableManagerToggle?: boolean;
  /** An assistant shown with a header text (catalog key assistant:<headerKey>). */
  assistant?: { name: Assistant; headerKey: string };
  middleware?: readonly string[];
}

const SECTION = "routes/section-page.tsx";
const ref = ["referral"] as const;
const mgr = ["manager"] as const;
const scan: Permission[] = ["base-user", "view-scanners"];
const comply: Permission[] = ["base-user", "view-compliance"];

/** Every route of SPEC §2, declared once. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public
  { id: "home", path: "/", file: "routes/public/home.tsx", layout: "public", middleware: ref },
  { id: "index-training", path: "/index-training", file: "routes/public/index-training.tsx", layout: "public" },
  { id: "book-a-demo", path: "/book-a-demo", file: "routes/public/book-a-demo.tsx", layout: "guest", middleware: ref },
  { id: "pricing", path: "/pricing", file: "routes/public/pricing.tsx", layout: "pricing" },
  { id: "privacy-policy", path: "/privacy-policy", file: "routes/public/legal.tsx", layout: "public" },
  { id: "terms-of-service", path: "/terms-of-service", file: "routes/public/legal.tsx", layout: "public" },
  { id: "reseller-agreement", path: "/reseller-agreement", file: "routes/public/legal.tsx", layout: "public" },
  { id: "referral-program", path: "/referral-program", file: "routes/public/referral-program.tsx", layout: "public", middleware: ref },
  { id: "referral-program-terms", path: "/referral-program/terms-of-service", file: "routes/public/referral-terms.tsx", layout: "public" },
  { id: "public-course", path: "/public/training/courses/:slug", file: "routes/training/public-course.tsx", layout: "public", middleware: ["public"] },
  // the marketing site's free scan of a website's headers and TLS (issue 11)
  { id: "security-scan", path: "/security-scan", file: "routes/public/security-scan.tsx", layout: "public" },
  { id: "public-course-watch", path: "/public/training/courses/:slug/watch", file: "routes/training/public-course-watch.tsx", layout: "public", middleware: ["public"] },

  // Auth
  { id: "sign-in", path: "/auth/sign-in", file: "routes/auth/sign-in.tsx", layout: "guest", middleware: ref, disableManagerToggle: true },
  { id: "sign-up", path: "/auth/sign-up", file: "routes/auth/sign-up.tsx", layout: "guest", middleware: ref, disableManagerToggle: true },
  { id: "sign-out", path: "/auth/sign-out", file: "routes/auth/sign-out.tsx", layout: "none" },
  { id: "oauth-token", path: "/auth/oauth-token", file: "routes/auth/oauth-token.tsx", layout: "guest" },
  { id: "invitation", path: "/invitation/:token", file: "routes/auth/invitation.tsx", layout: "guest", disableManagerToggle: true },

  // Gating and onboarding
  { id: "awaiting-approval", path: "/awaiting-approval", file: "routes/gating/awaiting-approval.tsx", layout: "onboarding", disableManagerToggle: true },
  { id: "complete-profile", path: "/complete-profile", file: "routes/gating/complete-profile.tsx", layout: "onboarding", disableManagerToggle: true },
  { id: "closed-beta", path: "/closed-beta", file: "routes/gating/closed-beta.tsx", layout: "none" },
  { id: "unauthorized", path: "/unauthorized", file: "routes/gating/unauthorized.tsx", layout: "default" },
  { id: "skill-gap-test", path: "/skill-gap-test", file: "routes/onboarding/skill-gap-test.tsx", layout: "onboarding" },

  // Account
  { id: "account", path: "/account", file: "routes/account/account.tsx", layout: "auth", permissions: ["base-user"] },
  { id: "email-preferences", path: "/account/email-preferences", file: "routes/account/email-preferences.tsx", layout: "auth", permissions: ["base-user"] },
  { id: "personal-data", path: "/account/personal-data", file: "routes/account/personal-data.tsx", layout: "auth" },
  { id: "account-skill-gap-test", path: "/account/skill-gap-test", file: "routes/account/skill-gap-test.tsx", layout: "auth", permissions: ["base-user"] },

  // Overview
  { id: "dashboard", path: "/dashboard", file: "routes/overview/dashboard.tsx", layout: "auth", permissions: ["base-user"], assistant: { name: "nova", headerKey: "dashboard" } },
  { id: "achievements", path: "/achievements", file: "routes/overview/achievements.tsx", layout: "auth" },
  { id: "badges", path: "/badges", file: "routes/overview/badges.tsx", layout: "auth", feature: "badges" },
  { id: "certificates", path: "/certificate", file: "routes/overview/certificates.tsx", layout: "auth", feature: "badges" },
  { id: "certificate", path: "/certificate/:id", file: "routes/training/certificate-verify.tsx", layout: "custom", disableManagerToggle: true },

  // Content creator
  { id: "content-creator", path: "/content-creator", file: SECTION, layout: "auth", feature: "create-courses" },
  { id: "creator-avatars", path: "/content-creator/avatars", file: SECTION, layout: "auth", feature: "create-courses" },
  { id: "creator-avatars-new", path: "/content-creator/avatars/new", file: SECTION, layout: "auth", feature: "create-courses" },
  { id: "creator-courses", path: "/content-creator/courses", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["view-created-course"] },
  { id: "creator-courses-new", path: "/content-creator/courses/new", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["create-course"] },
  { id: "creator-courses-batch", path: "/content-creator/courses/batch", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["create-courses-in-batch"] },
  { id: "creator-course", path: "/content-creator/courses/:id", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["view-created-course"] },
  { id: "creator-course-edit", path: "/content-creator/courses/:id/edit", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["edit-created-course"] },
  { id: "creator-course-status", path: "/content-creator/courses/:id/status", file: SECTION, layout: "auth", feature: "create-courses", permissions: ["view-created-course"] },

  // Enrollments
  { id: "enrollments", path: "/enrollments", file: "routes/enrollments/enrollments.tsx", layout: "auth", feature: "training" },
  { id: "enrollment", path: "/enrollments/:slug", file: "routes/enrollments/enrollment.tsx", layout: "training", feature: "training" },
  { id: "enrollment-challenge", path: "/enrollments/:slug/challenge", file: "routes/enrollments/challenge.tsx", layout: "training", feature: "training" },
  { id: "enrollment-completed", path: "/enrollments/:slug/completed", file: "routes/enrollments/completed.tsx", layout: "training", feature: "training" },
  { id: "program-enrollment", path: "/enrollments/program/:id", file: "routes/enrollments/program.tsx", layout: "training", feature: "training" },

  // My company
  { id: "my-company", path: "/my-company", file: "routes/company/overview.tsx", layout: "auth", feature: "team-management", middleware: mgr },
  { id: "company-groups", path: "/my-company/groups", file: "routes/company/groups.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-users"] },
  { id: "company-group", path: "/my-company/groups/:groupId", file: "routes/company/group.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-users"] },
  { id: "company-group-course", path: "/my-company/groups/:groupId/course/:id", file: "routes/company/group-course.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-reports"] },
  { id: "company-imports", path: "/my-company/imports", file: "routes/company/imports.tsx", layout: "auth", feature: "import-csv", middleware: mgr, permissions: ["manage-users"] },
  { id: "company-import", path: "/my-company/imports/:id", file: "routes/company/import.tsx", layout: "auth", feature: "import-csv", middleware: mgr, permissions: ["manage-users"] },
  { id: "company-members", path: "/my-company/members", file: "routes/company/members.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-users"] },
  { id: "company-member", path: "/my-company/members/:memberId", file: "routes/company/member.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-users"] },
  { id: "company-reports", path: "/my-company/reports", file: "routes/company/reports.tsx", layout: "auth", feature: "performance-reports", middleware: mgr, permissions: ["view-reports"] },
  { id: "company-settings", path: "/my-company/settings", file: "routes/company/settings.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-users"] },
  { id: "company-lti", path: "/my-company/settings/lti", file: SECTION, layout: "auth", feature: "team-management", middleware: mgr, permissions: ["base-user", "manage-lti"] },
  { id: "company-lti-error", path: "/my-company/settings/lti/error", file: SECTION, layout: "auth", feature: "team-management", middleware: mgr, permissions: ["base-user", "manage-lti"] },
  { id: "company-whitelabel", path: "/my-company/settings/whitelabel", file: "routes/company/whitelabel.tsx", layout: "auth", feature: "team-management", middleware: mgr, permissions: ["view-whitelabel"] },

  // LTI
  { id: "lti-auth-callback", path: "/lti-auth-callback", file: SECTION, layout: "none", disableManagerToggle: true },
  { id: "lti-complete", path: "/lti/complete", file: SECTION, layout: "none", disableManagerToggle: true },
  { id: "lti", path: "/lti", file: SECTION, layout: "none", disableManagerToggle: true },

  // Training
  { id: "training", path: "/training", file: "routes/training/training-home.tsx", layout: "training", feature: "training", assistant: { name: "nova", headerKey: "training" } },
  { id: "training-areas", path: "/training/areas", file: "routes/training/areas.tsx", layout: "training", feature: "training" },
  { id: "training-area", path: "/training/areas/:slug", file: "routes/training/area.tsx", layout: "training", feature: "training" },
  { id: "training-courses", path: "/training/courses", file: "routes/training/courses.tsx", layout: "training", feature: "training", middleware: ref, assistant: { name: "nova", headerKey: "courses" } },
  { id: "training-course", path: "/training/courses/:slug", file: "routes/training/course.tsx", layout: "training", feature: "training", middleware: ref },
  { id: "training-course-content", path: "/training/courses/:slug/course-content", file: "routes/training/course-content.tsx", layout: "training", feature: "training" },
  { id: "training-course-stats", path: "/training/courses/:slug/stats", file: "routes/training/course-stats.tsx", layout: "training", feature: "training" },
  { id: "training-course-watch", path: "/training/courses/:slug/watch", file: "routes/training/watch.tsx", layout: "training", feature: "training" },
  { id: "training-lti-course", path: "/training/lti/courses/:slug", file: SECTION, layout: "none", feature: "training", disableManagerToggle: true },
  { id: "training-programs", path: "/training/programs", file: "routes/training/programs.tsx", layout: "training", feature: "training" },
  { id: "training-program", path: "/training/programs/:id", file: "routes/training/program.tsx", layout: "training", feature: "training" },
  { id: "training-program-create", path: "/training/programs/create", file: "routes/training/program-create.tsx", layout: "training", feature: "custom-programs", permissions: ["manage-users"] },
  { id: "training-program-edit-list", path: "/training/programs/edit", file: "routes/training/program-edit-list.tsx", layout: "training", feature: "custom-programs", permissions: ["manage-users"] },
  { id: "training-program-edit", path: "/training/programs/edit/:programId", file: "routes/training/program-edit.tsx", layout: "training", feature: "custom-programs", permissions: ["manage-users"] },

  // Scanners (issue 11): the entity's websites, a website's results and settings, a scan's report
  { id: "scanners", path: "/scanners", file: "routes/scanners/websites.tsx", layout: "auth", feature: "scanners", permissions: scan, assistant: { name: "iris", headerKey: "scanners" } },
  { id: "scanners-website", path: "/scanners/websites/:id", file: "routes/scanners/website.tsx", layout: "auth", feature: "scanners", permissions: scan, assistant: { name: "iris", headerKey: "scannersWebsite" } },
  { id: "scanners-scan", path: "/scanners/scans/:id", file: "routes/scanners/scan.tsx", layout: "auth", feature: "scanners", permissions: scan, assistant: { name: "iris", headerKey: "scannersScan" } },

  // Compliance (issue 12): adopted frameworks and readiness, a framework's requirement tree, one requirement, the evidence library, exports
  { id: "compliance", path: "/compliance", file: "routes/compliance/overview.tsx", layout: "auth", feature: "compliance", permissions: comply, assistant: { name: "xen", headerKey: "compliance" } },
  { id: "compliance-framework", path: "/compliance/frameworks/:slug", file: "routes/compliance/framework.tsx", layout: "auth", feature: "compliance", permissions: comply, assistant: { name: "xen", headerKey: "complianceFramework" } },
  { id: "compliance-requirement", path: "/compliance/requirements/:id", file: "routes/compliance/requirement.tsx", layout: "auth", feature: "compliance", permissions: comply, assistant: { name: "xen", headerKey: "complianceRequirement" } },
  { id: "compliance-evidence", path: "/compliance/evidence", file: "routes/compliance/evidence.tsx", layout: "auth", feature: "compliance", permissions: comply, assistant: { name: "xen", headerKey: "complianceEvidence" } },
  { id: "compliance-reports", path: "/compliance/reports", file: "routes/compliance/reports.tsx", layout: "auth", feature: "compliance", permissions: comply, assistant: { name: "xen", headerKey: "complianceReports" } },

  // Subscription
  { id: "subscription", path: "/subscription", file: "routes/subscription/overview.tsx", layout: "auth", permissions: ["base-user", "view-billing"], middleware: ["referral", "manager"] },
  { id: "subscription-active", path: "/subscription/active", file: "routes/subscription/active.tsx", layout: "auth", permissions: ["base-user", "view-billing"], middleware: ["referral", "manager"] },
  { id: "subscription-pricing", path: "/subscription/pricing", file: "routes/subscription/pricing.tsx", layout: "pricing", permissions: ["base-user", "view-billing"], middleware: ["referral", "manager"] },
  // the built-in test gateway's own checkout page (Stripe's is on Stripe)
  { id: "subscription-checkout", path: "/subscription/checkout/:sessionId", file: "routes/subscription/checkout.tsx", layout: "pricing", permissions: ["base-user", "manage-billing"], middleware: ["manager"] },
];

export const ROUTES_BY_ID: ReadonlyMap<string, RouteEntry> = new Map(ROUTE_TABLE.map((r) => [r.id, r]));

/** Path prefixes that skip authentication (§2). */
export const SKIP_AUTH_PREFIXES = [
  "/.well-known/",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap_index.xml",
  "/terms-of-service",
  "/privacy-policy",
  "/reseller-agreement",
  "/certificate",
  "/public/training/courses",
  "/skill-gap-test",
  "/lti",
  "/closed-beta",
] as const;
