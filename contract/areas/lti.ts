import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { LtiOperations } from "../operations/lti.ts";

/** The LTI 1.3 tool: placeholder pages for now; the area grows in issue 28. */
const owns = { permissions: ["manage-lti"], features: [] } as const;

const SECTION = "routes/section-page.tsx";
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
const launch = (id: string, path: string): PageEntry => ({ id, path, file: SECTION, layout: "none", disableManagerToggle: true });

export const lti: Area<typeof owns, LtiOperations> = defineArea(owns, {
  name: "lti",
  grants: { manager: ["manage-lti"] },
  catalogs: { lti: "server", companyLti: "route" },
  pages: [
    settings("company-lti", "/my-company/settings/lti", "routes/company/lti-settings.tsx"),
    settings("company-lti-error", "/my-company/settings/lti/error", "routes/company/lti-error.tsx"),
    launch("lti-auth-callback", "/lti-auth-callback"),
    launch("lti-complete", "/lti/complete"),
    launch("lti", "/lti"),
    {
      id: "training-lti-course",
      path: "/training/lti/courses/:slug",
      file: SECTION,
      layout: "none",
      feature: "training",
      disableManagerToggle: true,
    },
  ],
});
