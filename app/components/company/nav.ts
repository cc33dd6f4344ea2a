import { BarChart3, Building2, FileUp, Network, Palette, Settings, UsersRound } from "lucide-react";
import type { SidebarGroup } from "../layout/side-menu.tsx";

/**
 * The company section of the side menu (§2 /my-company pages). A manager sees it in manager
 * mode only; each item also needs what its page needs (permissions of the viewer's roles,
 * features of the entity), so nobody is offered a page that would refuse them.
 */
export const COMPANY_NAV: SidebarGroup = {
  id: "company",
  managerMode: true,
  features: ["team-management"],
  items: [
    { id: "companyOverview", to: "/my-company", icon: Building2, end: true },
    { id: "companyMembers", to: "/my-company/members", icon: UsersRound, permissions: ["view-users"] },
    { id: "companyGroups", to: "/my-company/groups", icon: Network, permissions: ["view-users"] },
    { id: "companyReports", to: "/my-company/reports", icon: BarChart3, permissions: ["view-reports"], features: ["performance-reports"] },
    { id: "companyImports", to: "/my-company/imports", icon: FileUp, permissions: ["manage-users"], features: ["import-csv"] },
    { id: "companySettings", to: "/my-company/settings", icon: Settings, permissions: ["manage-users"] },
    { id: "companyWhitelabel", to: "/my-company/settings/whitelabel", icon: Palette, permissions: ["view-whitelabel"] },
  ],
};
