import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { ScannersOperations } from "../operations/scanners.ts";

/** The entity's websites, their scans and findings (issue 11), and the site's free scan. */
const owns = { permissions: ["view-scanners", "manage-scanners"], features: ["scanners"] } as const;

const page = (id: string, path: string, file: string, headerKey: string, namespaces: readonly string[]): PageEntry => ({
  id,
  path,
  file,
  layout: "auth",
  feature: "scanners",
  permissions: ["base-user", "view-scanners"],
  assistant: { name: "iris", headerKey },
  namespaces,
});

export const scanners: Area<typeof owns, ScannersOperations> = defineArea(owns, {
  name: "scanners",
  grants: { manager: ["view-scanners", "manage-scanners"], "reports-viewer": ["view-scanners"] },
  pages: [
    // the marketing site's free scan of a website's headers and TLS
    {
      id: "security-scan",
      path: "/security-scan",
      file: "routes/public/security-scan.tsx",
      layout: "public",
      namespaces: ["scannerPages", "scanners"],
      commonOnly: true,
    },
    {
      ...page("scanners", "/scanners", "routes/scanners/websites.tsx", "scanners", ["scannerPages"]),
      menu: { group: "manage", position: 20, label: "scanners", icon: "Radar" },
    },
    page("scanners-website", "/scanners/websites/:id", "routes/scanners/website.tsx", "scannersWebsite", ["scannerPages", "scanners"]),
    page("scanners-scan", "/scanners/scans/:id", "routes/scanners/scan.tsx", "scannersScan", ["scannerPages", "scanners"]),
  ],
  // scanners: the findings' words (summaries, fixes, the headers' titles)
  catalogs: { scannerPages: "route", scanners: "route", scannersAssistant: "server" },
});
