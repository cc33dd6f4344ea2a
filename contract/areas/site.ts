import { defineArea, type Area } from "../area.ts";

/**
 * The public site (app only): the marketing and legal pages, and the catalogs of the site's
 * frame (header, footer, titles, errors) every page loads.
 */
const owns = { permissions: [], features: [] } as const;

export const site: Area<typeof owns> = defineArea(owns, {
  name: "site",
  pages: [
    { id: "home", path: "/", file: "routes/public/home.tsx", layout: "public", middleware: ["referral"], commonOnly: true },
    {
      id: "index-training",
      path: "/index-training",
      file: "routes/public/index-training.tsx",
      layout: "public",
      namespaces: ["trainingIndex"],
    },
    {
      id: "privacy-policy",
      path: "/privacy-policy",
      file: "routes/public/legal.tsx",
      layout: "public",
      namespaces: ["legal"],
      commonOnly: true,
    },
    {
      id: "terms-of-service",
      path: "/terms-of-service",
      file: "routes/public/legal.tsx",
      layout: "public",
      namespaces: ["legal"],
      commonOnly: true,
    },
    {
      id: "reseller-agreement",
      path: "/reseller-agreement",
      file: "routes/public/legal.tsx",
      layout: "public",
      namespaces: ["legal"],
      commonOnly: true,
    },
  ],
  catalogs: {
    common: "common",
    errors: "common",
    home: "common",
    routes: "common",
    shell: "common",
    legal: "route",
    trainingIndex: "route",
    assistant: "product",
  },
});
