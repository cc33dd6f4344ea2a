import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { OrganizationsOperations } from "../operations/organizations.ts";

/** Companies and their people: members, groups, imports, entry requests, reports, settings and roles. */
const owns = {
  permissions: ["manage-users", "view-users", "view-reports", "generate-reports"],
  features: ["team-management", "extra-members", "performance-reports", "import-csv", "department-assignment"],
} as const;

/** A page of the company section (§2 /my-company): a manager's, in manager mode. */
const company = (page: Omit<PageEntry, "layout" | "middleware">): PageEntry => ({
  layout: "auth",
  middleware: ["manager"],
  ...page,
  menu: page.menu && { ...page.menu, managerMode: true },
});

export const organizations: Area<typeof owns, OrganizationsOperations> = defineArea(owns, {
  name: "organizations",
  grants: {
    manager: ["manage-users", "view-users", "view-reports", "generate-reports"],
    "reports-viewer": ["view-users", "view-reports", "generate-reports"],
  },
  pages: [
    {
      id: "invitation",
      path: "/invitation/:token",
      file: "routes/auth/invitation.tsx",
      layout: "guest",
      disableManagerToggle: true,
      namespaces: ["invitation"],
    },
    company({
      id: "my-company",
      path: "/my-company",
      file: "routes/company/overview.tsx",
      feature: "team-management",
      namespaces: ["company"],
      menu: { group: "company", position: 10, label: "companyOverview", icon: "Building2", end: true },
    }),
    company({
      id: "company-groups",
      path: "/my-company/groups",
      file: "routes/company/groups.tsx",
      feature: "team-management",
      permissions: ["view-users"],
      namespaces: ["company", "companyGroups"],
      menu: { group: "company", position: 30, label: "companyGroups", icon: "Network" },
    }),
    company({
      id: "company-group",
      path: "/my-company/groups/:groupId",
      file: "routes/company/group.tsx",
      feature: "team-management",
      permissions: ["view-users"],
      namespaces: ["company", "companyGroups", "companyAssignments"],
    }),
    company({
      id: "company-group-course",
      path: "/my-company/groups/:groupId/course/:id",
      file: "routes/company/group-course.tsx",
      feature: "team-management",
      permissions: ["view-reports"],
      namespaces: ["company", "companyGroups"],
    }),
    company({
      id: "company-imports",
      path: "/my-company/imports",
      file: "routes/company/imports.tsx",
      feature: "import-csv",
      permissions: ["manage-users"],
      namespaces: ["company", "companyImports"],
      menu: { group: "company", position: 50, label: "companyImports", icon: "FileUp" },
    }),
    company({
      id: "company-import",
      path: "/my-company/imports/:id",
      file: "routes/company/import.tsx",
      feature: "import-csv",
      permissions: ["manage-users"],
      namespaces: ["company", "companyImports"],
    }),
    company({
      id: "company-members",
      path: "/my-company/members",
      file: "routes/company/members.tsx",
      feature: "team-management",
      permissions: ["view-users"],
      namespaces: ["company", "companyMembers"],
      menu: { group: "company", position: 20, label: "companyMembers", icon: "UsersRound" },
    }),
    company({
      id: "company-member",
      path: "/my-company/members/:memberId",
      file: "routes/company/member.tsx",
      feature: "team-management",
      permissions: ["view-users"],
      namespaces: ["company", "companyMembers", "companyAssignments"],
    }),
    company({
      id: "company-reports",
      path: "/my-company/reports",
      file: "routes/company/reports.tsx",
      feature: "performance-reports",
      permissions: ["view-reports"],
      namespaces: ["company", "companyReports", "companyGroups", "companyTraffic"],
      menu: { group: "company", position: 40, label: "companyReports", icon: "BarChart3" },
    }),
    company({
      id: "company-settings",
      path: "/my-company/settings",
      file: "routes/company/settings.tsx",
      feature: "team-management",
      permissions: ["view-users"],
      namespaces: ["company", "companySettings"],
      menu: { group: "company", position: 60, label: "companySettings", icon: "Settings" },
    }),
  ],
  catalogs: {
    invitation: "route",
    // the company section (manager side): its catalogs load with its pages only
    company: "route",
    companyMembers: "route",
    companyGroups: "route",
    companyAssignments: "route",
    companyImports: "route",
    companyReports: "route",
    companySettings: "route",
  },
});
