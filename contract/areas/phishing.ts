import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { PhishingOperations } from "../operations/phishing.ts";

/**
 * Phishing simulation (issue 30): templates, sending profiles, campaigns to the company's own
 * people with their results, the reporting mailbox's review queue; the teachable moment a click
 * opens (by the recipient's token, no session); a learner's own simulations once a campaign ends.
 */
const owns = { permissions: ["view-phishing", "manage-phishing"], features: ["phishing-simulation"] } as const;

const page = (id: string, path: string, file: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  id,
  path,
  file: `routes/phishing/${file}`,
  layout: "auth",
  feature: "phishing-simulation",
  permissions: ["base-user", "view-phishing"],
  namespaces: ["phishingCampaigns"],
  ...extra,
});

export const phishing: Area<typeof owns, PhishingOperations> = defineArea(owns, {
  name: "phishing",
  grants: { manager: ["view-phishing", "manage-phishing"] },
  catalogs: {
    // the area's shared words and the API's errors (forms and answers alike)
    phishing: "product",
    phishingCampaigns: "route",
    phishingTemplates: "route",
    phishingReporting: "route",
    phishingLanding: "route",
    // the e-mails' and exports' words the server writes
    phishingServer: "server",
  },
  pages: [
    page("phishing", "/phishing", "overview.tsx", {
      menu: { group: "manage", position: 35, label: "phishing", icon: "MailWarning", end: true },
    }),
    page("phishing-campaign-new", "/phishing/campaigns/new", "campaign-new.tsx", { permissions: ["base-user", "manage-phishing"] }),
    page("phishing-campaign", "/phishing/campaigns/:id", "campaign.tsx", { namespaces: ["phishingCampaigns", "phishingReporting"] }),
    page("phishing-templates", "/phishing/templates", "templates.tsx", { namespaces: ["phishingTemplates"] }),
    page("phishing-template", "/phishing/templates/:id", "template.tsx", { namespaces: ["phishingTemplates"] }),
    page("phishing-sending-profiles", "/phishing/sending-profiles", "sending-profiles.tsx", { namespaces: ["phishingTemplates"] }),
    page("phishing-reporting", "/phishing/reporting", "reporting.tsx", { namespaces: ["phishingReporting"] }),
    // the teachable moment a simulated link opens: no session, the tenant's brand, the recipient's token
    {
      id: "phishing-landing",
      path: "/simulation/:token",
      file: "routes/phishing/landing.tsx",
      layout: "none",
      namespaces: ["phishingLanding"],
      commonOnly: true,
      disableManagerToggle: true,
    },
    // a learner's own simulations, once each campaign has ended
    {
      id: "phishing-mine",
      path: "/training/simulations",
      file: "routes/phishing/mine.tsx",
      layout: "auth",
      feature: "phishing-simulation",
      permissions: ["base-user"],
      namespaces: ["phishingLanding"],
      menu: { group: "progress", position: 60, label: "phishingMine", icon: "ShieldAlert" },
    },
  ],
});
