import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { LtiOperations } from "../operations/lti.ts";

/**
 * The LTI 1.3 tool (issue 28): an entity's registrations on the company's settings, and the pages
 * an LMS shows in its frame: the launch's explanation or failure, the course player, its end
 * screen, the deep-linking course picker and the dynamic-registration window.
 */
const owns = { permissions: ["manage-lti"], features: [] } as const;

const settings = (id: string, path: string, file: string): PageEntry => ({
  id,
  path,
  file,
  namespaces: ["company", "companyLti"],
  layout: "auth",
  feature: "team-management",
  middleware: ["manager"],
  permissions: ["base-user", "manage-lti"],
});
/** A page of the launch, framed by the LMS: no shell, its own catalog. */
const framed = (id: string, path: string, file: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  id,
  path,
  file: `routes/lti/${file}`,
  layout: "none",
  namespaces: ["ltiLaunch"],
  disableManagerToggle: true,
  framed: true,
  ...extra,
});

export const lti: Area<typeof owns, LtiOperations> = defineArea(owns, {
  name: "lti",
  grants: { manager: ["manage-lti"] },
  catalogs: { lti: "server", companyLti: "route", ltiLaunch: "route" },
  pages: [
    settings("company-lti", "/my-company/settings/lti", "routes/company/lti-settings.tsx"),
    settings("company-lti-error", "/my-company/settings/lti/error", "routes/company/lti-error.tsx"),
    settings("company-lti-registration", "/my-company/settings/lti/registrations/:id", "routes/company/lti-registration.tsx"),
    // GET and POST with the platform's parameters are answered by the server (the login); this explains the address
    framed("lti", "/lti", "login.tsx"),
    // the platform posts its id_token here (the server's); a GET shows why a launch failed
    framed("lti-auth-callback", "/lti-auth-callback", "launch-error.tsx"),
    framed("lti-complete", "/lti/complete", "complete.tsx"),
    framed("lti-register", "/lti/register", "register.tsx"),
    framed("training-lti-course", "/training/lti/courses/:slug", "course-player.tsx", {
      feature: "training",
    }),
    framed("training-lti-deep-linking", "/training/lti/deep-linking", "deep-linking.tsx"),
  ],
});
