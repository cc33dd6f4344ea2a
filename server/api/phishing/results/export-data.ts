import { and, asc, eq, inArray } from "drizzle-orm";
import type { Locale } from "../../../../contract/constants.ts";
import type { CampaignStatus, DeviceClass, RecipientOutcome, RedFlag, TemplateCategory } from "../../../../contract/phishing.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../../platform/scope.ts";
import type { Organizations } from "../../organizations/index.ts";
import { phishingCampaigns as c, phishingEvents as ev, phishingRecipients as r, phishingTemplates as tpl } from "../schema.ts";
import { groupTallies, outcomeOf, rates } from "./figures.ts";
import { phishingStats } from "./stats.ts";

const MINUTE = 60_000;
const minutes = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / MINUTE)) : null;
const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export type ExportRecipient = {
  name: string;
  email: string;
  template: string;
  outcome: RecipientOutcome;
  sentAt: Date | null;
  openedAt: Date | null;
  firstClickedAt: Date | null;
  clicks: number;
  submittedAt: Date | null;
  reportedAt: Date | null;
  minutesToClick: number | null;
  minutesToReport: number | null;
  device: DeviceClass | null;
  remedialAssigned: boolean;
};

export type CampaignExport = Awaited<ReturnType<typeof loadCampaignExport>>;

/** Everything a campaign's exports show, read in a handful of indexed queries; another entity's campaign is a 404. */
export async function loadCampaignExport(db: Db, orgs: Organizations, scope: EntityScope, id: string, locale: Locale) {
  const [campaign] = await db
    .select()
    .from(c)
    .where(and(scoped.entity(c, scope), eq(c.id, id)));
  if (!campaign) throw new DomainError("not_found", "not_found", "errors:notFound");
  const [rows, templates, devices, perGroup, stats] = await Promise.all([
    db
      .select()
      .from(r)
      .where(and(scoped.entity(r, scope), eq(r.campaignId, id)))
      .orderBy(asc(r.name), asc(r.email)),
    campaign.templateIds.length
      ? db
          .select({ id: tpl.id, category: tpl.category, difficulty: tpl.difficulty, content: tpl.content })
          .from(tpl)
          .where(and(platformOrScoped.entity(tpl, scope), inArray(tpl.id, campaign.templateIds)))
      : Promise.resolve([]),
    // the device of each person's first click
    db
      .selectDistinctOn([ev.recipientId], { recipientId: ev.recipientId, device: ev.deviceClass })
      .from(ev)
      .where(and(scoped.entity(ev, scope), eq(ev.campaignId, id), eq(ev.kind, "clicked")))
      .orderBy(ev.recipientId, ev.at),
    groupTallies(db, orgs, scope, and(scoped.entity(r, scope), scoped.entity(c, scope), eq(r.campaignId, id))),
    phishingStats(db, orgs, scope, {}),
  ]);
  const device = new Map(devices.map((d) => [d.recipientId, d.device]));
  const words = (t: (typeof templates)[number]) => t.content[locale] ?? t.content.en ?? t.content.pt;
  const templateName = new Map(templates.map((t) => [t.id, words(t)?.name ?? ""]));
  const recipients: ExportRecipient[] = rows.map((x) => {
    const deliveredAt = x.bouncedAt ? null : (x.deliveredAt ?? x.sentAt);
    return {
      name: x.name,
      email: x.email,
      template: templateName.get(x.templateId) ?? "",
      outcome: outcomeOf({ ...x, campaignStatus: campaign.status as CampaignStatus }),
      sentAt: x.sentAt,
      openedAt: x.openedAt,
      firstClickedAt: x.firstClickedAt,
      clicks: x.clicks,
      submittedAt: x.submittedAt,
      reportedAt: x.reportedAt,
      minutesToClick: minutes(deliveredAt, x.firstClickedAt),
      minutesToReport: minutes(deliveredAt, x.reportedAt),
      device: device.get(x.id) ?? null,
      remedialAssigned: x.remedialAssignedAt !== null,
    };
  });
  const count = (pick: (x: (typeof rows)[number]) => unknown) => rows.filter(pick).length;
  const delivered = count((x) => !x.bouncedAt && (x.deliveredAt ?? x.sentAt));
  const failed = count((x) => !x.bouncedAt && (x.deliveredAt ?? x.sentAt) && (x.firstClickedAt || x.submittedAt));
  const reported = count((x) => !x.bouncedAt && (x.deliveredAt ?? x.sentAt) && x.reportedAt);
  const emails = new Set(rows.map((x) => x.email.toLowerCase()));
  return {
    campaign: { ...campaign, status: campaign.status as CampaignStatus },
    recipients,
    funnel: {
      targeted: rows.length,
      sent: count((x) => x.sentAt),
      delivered,
      opened: count((x) => x.openedAt),
      clicked: count((x) => x.firstClickedAt),
      submitted: count((x) => x.submittedAt),
      reported: count((x) => x.reportedAt),
    },
    ...rates({ delivered, failed, reported }),
    medianMinutesToClick: median(recipients.flatMap((x) => (x.minutesToClick === null ? [] : [x.minutesToClick]))),
    medianMinutesToReport: median(recipients.flatMap((x) => (x.minutesToReport === null ? [] : [x.minutesToReport]))),
    templates: templates.map((t) => ({
      name: words(t)?.name ?? "",
      category: t.category as TemplateCategory,
      difficulty: t.difficulty,
      redFlags: (words(t)?.redFlags ?? []) as RedFlag[],
    })),
    groups: perGroup.map((g) => ({ name: g.name, delivered: g.delivered, ...rates(g) })),
    repeatClickers: stats.repeatClickers.filter((p) => emails.has(p.email.toLowerCase())),
  };
}
