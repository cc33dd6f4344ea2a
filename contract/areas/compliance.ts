import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { ComplianceOperations } from "../operations/compliance.ts";

/** Adopted frameworks and readiness, requirements, the evidence library, exports (issue 12). */
const owns = { permissions: ["view-compliance", "manage-compliance"], features: ["compliance"] } as const;

const page = (id: string, path: string, file: string, headerKey: string, namespaces: readonly string[]): PageEntry => ({
  id,
  path,
  file,
  layout: "auth",
  feature: "compliance",
  permissions: ["base-user", "view-compliance"],
  assistant: { name: "xen", headerKey },
  namespaces,
});

export const compliance: Area<typeof owns, ComplianceOperations> = defineArea(owns, {
  name: "compliance",
  grants: { manager: ["view-compliance", "manage-compliance"], "reports-viewer": ["view-compliance"] },
  pages: [
    {
      ...page("compliance", "/compliance", "routes/compliance/overview.tsx", "compliance", ["compliancePages"]),
      menu: { group: "manage", position: 30, label: "compliance", icon: "ClipboardCheck" },
    },
    page("compliance-framework", "/compliance/frameworks/:slug", "routes/compliance/framework.tsx", "complianceFramework", [
      "compliancePages",
    ]),
    page("compliance-requirement", "/compliance/requirements/:id", "routes/compliance/requirement.tsx", "complianceRequirement", [
      "complianceRequirementPages",
    ]),
    page("compliance-evidence", "/compliance/evidence", "routes/compliance/evidence.tsx", "complianceEvidence", [
      "complianceRequirementPages",
    ]),
    page("compliance-reports", "/compliance/reports", "routes/compliance/reports.tsx", "complianceReports", ["complianceReports"]),
  ],
  catalogs: {
    compliance: "product",
    complianceImport: "product",
    compliancePages: "route",
    complianceRequirementPages: "route",
    // the exports' page; the same catalog names the files' words, read by the server
    complianceReports: "route",
    // Xen's words about requirements, readiness, what is overdue and what lacks evidence
    complianceAssistant: "server",
  },
});
