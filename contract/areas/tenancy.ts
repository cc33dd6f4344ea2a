import { defineArea, type Area } from "../area.ts";
import type { TenancyOperations } from "../operations/tenancy.ts";

/** The tenant: its brand and site (whitelabel), edited from the company's settings. */
const owns = { permissions: ["manage-whitelabel", "view-whitelabel"], features: [] } as const;

export const tenancy: Area<typeof owns, TenancyOperations> = defineArea(owns, {
  name: "tenancy",
  grants: { manager: ["manage-whitelabel", "view-whitelabel"] },
  pages: [
    {
      id: "company-whitelabel",
      path: "/my-company/settings/whitelabel",
      file: "routes/company/whitelabel.tsx",
      layout: "auth",
      feature: "team-management",
      middleware: ["manager"],
      permissions: ["view-whitelabel"],
      namespaces: ["company", "companyWhitelabel"],
      menu: { group: "company", position: 70, label: "companyWhitelabel", icon: "Palette", managerMode: true },
    },
  ],
  catalogs: { companyWhitelabel: "route" },
});
