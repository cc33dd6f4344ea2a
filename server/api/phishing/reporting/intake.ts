import { and, eq, inArray } from "drizzle-orm";
import { allTenants, scoped, type EntityScope } from "../../../platform/scope.ts";
import { recordEvent } from "../events.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients, phishingReviewItems } from "../schema.ts";
import type { ReportedMessage } from "./read-message.ts";

/** Whose mailbox a message came from: a company's own (only its recipients match) or the platform's. */
export type MailboxOwner = { kind: "company"; scope: EntityScope } | { kind: "platform" };

export type IntakeResult = "reported" | "already-reported" | "review" | "duplicate" | "dropped";

/**
 * What one message of a reporting mailbox does: a forwarded simulation records its recipient as
 * `reported` (source mailbox, at the message's date) and thanks them once; a real suspicious
 * message goes to the company's review queue (once per message id); the platform's mailbox files
 * a real one under the company whose verified domain the reporter's address is at, or drops it.
 */
export function createIntake(ctx: PhishingContext) {
  const { db, mailer, tenancy, orgs } = ctx.deps;

  async function thank(r: typeof phishingRecipients.$inferSelect) {
    const tenant = await tenancy.byId(r.whitelabelId);
    const entity = await orgs.getEntity({ tenantId: r.whitelabelId, entityId: r.entityId });
    if (!tenant) return;
    await mailer.send({
      tenantId: r.whitelabelId,
      brand: tenancy.brand(tenant, tenancy.tenantOrigin(tenant.whitelabelSlug)),
      to: r.email,
      locale: r.language,
      template: "phishingReportThanks",
      vars: { name: r.name, company: entity?.name ?? tenant.name ?? "" },
    });
  }

  async function simulation(owner: MailboxOwner, msg: ReportedMessage, now: Date): Promise<IntakeResult | null> {
    if (!msg.tokens.length) return null;
    const where =
      owner.kind === "company"
        ? and(scoped.entity(phishingRecipients, owner.scope), inArray(phishingRecipients.token, msg.tokens))
        : and(
            allTenants("the platform's reporting mailbox matches any company's simulation by its token"),
            inArray(phishingRecipients.token, msg.tokens),
          );
    const found = await db.select().from(phishingRecipients).where(where);
    // the surest token first (the header before a link)
    const r = msg.tokens.map((t) => found.find((f) => f.token === t)).find((f) => !!f);
    if (!r) return null;
    const recorded = await db.transaction(async (tx) => {
      const scope = { tenantId: r.whitelabelId, entityId: r.entityId };
      const [fresh] = await tx
        .select()
        .from(phishingRecipients)
        .where(and(scoped.entity(phishingRecipients, scope), eq(phishingRecipients.id, r.id)))
        .for("update");
      if (!fresh || fresh.reportedAt) return false;
      const [campaign] = await tx
        .select({ countUntil: phishingCampaigns.countUntil, status: phishingCampaigns.status })
        .from(phishingCampaigns)
        .where(and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.id, fresh.campaignId)));
      if (!campaign) return false;
      // the forward's date, unless it claims the future or a time before the simulation was sent
      let at = msg.date && msg.date.getTime() <= now.getTime() ? msg.date : now;
      if (fresh.sentAt && at.getTime() < fresh.sentAt.getTime()) at = fresh.sentAt;
      return recordEvent(tx, fresh, campaign, "reported", at, { source: "mailbox" });
    });
    if (!recorded) return "already-reported";
    await thank(r);
    return "reported";
  }

  /**
   * The company a platform mailbox's real report belongs to: the one whose verified domain the
   * reporter's address is at, among the tenants that run simulations (a domain two companies
   * hold names neither).
   */
  async function companyOf(reporter: string | null): Promise<EntityScope | null> {
    const domain = reporter?.split("@")[1]?.toLowerCase();
    if (!domain) return null;
    const tenants = await db
      .selectDistinct({ tenantId: phishingCampaigns.whitelabelId })
      .from(phishingCampaigns)
      .where(allTenants("the platform's mailbox looks for the reporter's company among the tenants that run simulations"));
    const found: EntityScope[] = [];
    for (const { tenantId } of tenants) {
      const e = await orgs.findEntityByDomain(db, { tenantId }, domain);
      if (e && e.domainVerifiedAt && e.domain?.toLowerCase() === domain) found.push({ tenantId, entityId: e.id });
    }
    return found.length === 1 ? found[0]! : null;
  }

  async function review(owner: MailboxOwner, msg: ReportedMessage, now: Date): Promise<IntakeResult> {
    const scope = owner.kind === "company" ? owner.scope : await companyOf(msg.reporter);
    if (!scope) return "dropped";
    const inserted = await db
      .insert(phishingReviewItems)
      .values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        reporter: msg.reporter,
        fromAddress: msg.reported.from.slice(0, 320),
        subject: msg.reported.subject.slice(0, 500),
        excerpt: msg.reported.excerpt,
        messageId: msg.reported.messageId,
        receivedAt: msg.date && msg.date.getTime() <= now.getTime() ? msg.date : now,
      })
      .onConflictDoNothing()
      .returning({ id: phishingReviewItems.id });
    return inserted.length ? "review" : "duplicate";
  }

  return {
    async take(owner: MailboxOwner, msg: ReportedMessage, now = new Date()): Promise<IntakeResult> {
      return (await simulation(owner, msg, now)) ?? (await review(owner, msg, now));
    },
  };
}
export type Intake = ReturnType<typeof createIntake>;
