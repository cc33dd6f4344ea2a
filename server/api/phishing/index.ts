import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { AddressRule } from "../../platform/outbound.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createCampaignsPart } from "./campaigns/index.ts";
import type { PhishingContext } from "./part.ts";
import { createReportingPart } from "./reporting/index.ts";
import { createResultsPart } from "./results/index.ts";
import { createTemplatesPart } from "./templates/index.ts";
import { createTrackingPart } from "./tracking/index.ts";

/** The remedial training a campaign assigns to whoever clicked or submitted (learning's). */
export type RemedialTraining = {
  /** The course or program as the landing page offers it, if the company may see it; null otherwise. */
  describe: (
    scope: EntityScope,
    item: { kind: "course" | "program"; slug: string },
    locale: Locale,
  ) => Promise<{ title: string; minutes: number | null; url: string } | null>;
  /** Assigns it to one member with its due date (assigning again keeps the earlier due date if sooner). */
  assign: (scope: EntityScope, userId: string, item: { kind: "course" | "program"; slug: string; dueAt: Date }) => Promise<void>;
};

export type PhishingDeps = {
  db: Db;
  config: Config;
  secret: string;
  jobs: Jobs;
  mailer: Mailer;
  tenancy: TenancyService;
  orgs: Organizations;
  remedial: RemedialTraining;
  /** Tests only: the address rule of connections to a company's SMTP and IMAP servers (loopback peers let through). */
  outboundRule?: AddressRule;
};

/**
 * Phishing simulation (issue 30; docs/decisions/0058-phishing-simulation.md): simulations sent
 * only to the company's own people at its verified domains, the teachable moment a click opens,
 * reports (the mailbox, the e-mail's link, by hand) and the figures compliance reads as evidence.
 */
export function createPhishingArea(deps: PhishingDeps) {
  const ctx: PhishingContext = { deps };
  const templates = createTemplatesPart(ctx);
  const campaigns = createCampaignsPart(ctx, { templates: templates.library });
  const tracking = createTrackingPart(ctx, { templates: templates.library });
  const reporting = createReportingPart(ctx);
  const results = createResultsPart(ctx);
  const parts = [templates.part, campaigns.part, tracking.part, reporting.part, results.part];
  const all = <T>(pick: (p: (typeof parts)[number]) => T[] | undefined) => parts.flatMap((p) => pick(p) ?? []);
  const erasers = parts.flatMap((p) => (p.erase ? [p.erase] : []));
  const area: Area = {
    name: "phishing",
    routes: all((p) => p.routes),
    jobs: all((p) => p.jobs),
    siteRoutes: all((p) => p.siteRoutes),
    crossSiteForms: all((p) => p.crossSiteForms),
    erase: async (tx, person) => {
      for (const e of erasers) await e(tx, person);
    },
  };
  return { area, campaigns: campaigns.api, awareness: results.awareness };
}
export type Phishing = ReturnType<typeof createPhishingArea>;
