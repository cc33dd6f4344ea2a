import { randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_BUSINESS_HOURS, PHISHING_LIMITS as L, type campaignInputSchema } from "../../../../contract/phishing.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients, phishingSendingProfiles } from "../schema.ts";
import type { TemplateLibrary } from "../templates/index.ts";
import { hoursOf } from "./spread.ts";

export type CampaignInput = z.output<typeof campaignInputSchema>;
export type RefusalReason = "not-member" | "outside-verified-domains" | "no-verified-domain" | "inactive";
export type Refusal = { email: string; reason: RefusalReason };

const E = (key: string) => `phishingServer:campaigns.errors.${key}`;
const invalid = (key: string, field?: string, vars: Record<string, string | number> = {}) =>
  new DomainError("invalid", "validation_failed", E(key), vars, field);

/**
 * A campaign's targets refused: every address (up to the listed limit) with its reason. The route
 * answers it as a 400 `targets_refused` whose body lists them; nothing was written.
 */
export class TargetsRefused extends DomainError {
  constructor(readonly refused: Refusal[]) {
    super("invalid", "targets_refused", E("targetsRefused"), { count: refused.length });
  }
}

const DAY = 86_400_000;
const INSERT_SLICE = 500;

/**
 * Creates a draft campaign and its recipients at once (one row each, a template drawn at random
 * per person so colleagues get different messages, a 128-bit token), in one transaction: any
 * refusal leaves nothing written.
 */
export async function createCampaign(
  ctx: PhishingContext,
  templates: TemplateLibrary,
  scope: EntityScope,
  userId: string,
  input: CampaignInput,
): Promise<{ id: string }> {
  const { db, orgs, remedial } = ctx.deps;
  const start = new Date(input.window.start);
  const end = new Date(input.window.end);
  const countUntil = input.countUntil ? new Date(input.countUntil) : new Date(end.getTime() + 14 * DAY);
  if (countUntil.getTime() <= end.getTime()) throw invalid("countUntilOrder", "countUntil");
  if (countUntil.getTime() > end.getTime() + L.countingDays * DAY) throw invalid("countUntilTooLate", "countUntil");

  const templateIds = [...new Set(input.templateIds)];
  const rows = await templates.usable(scope, templateIds).catch((e: unknown) => {
    if (e instanceof DomainError && e.kind === "not_found") throw invalid("templateNotFound", "templateIds");
    throw e;
  });
  if (rows.length !== templateIds.length) throw invalid("templateNotFound", "templateIds");

  if (input.sendingProfileId) {
    const [profile] = await db
      .select({ id: phishingSendingProfiles.id })
      .from(phishingSendingProfiles)
      .where(and(scoped.entity(phishingSendingProfiles, scope), eq(phishingSendingProfiles.id, input.sendingProfileId)));
    if (!profile) throw invalid("sendingProfileNotFound", "sendingProfileId");
  }

  if (input.remedialCourseSlug && input.remedialProgramSlug) throw invalid("oneRemedial", "remedialCourseSlug");
  const remedialItem = input.remedialCourseSlug
    ? { kind: "course" as const, slug: input.remedialCourseSlug }
    : input.remedialProgramSlug
      ? { kind: "program" as const, slug: input.remedialProgramSlug }
      : null;
  if (remedialItem && !(await remedial.describe(scope, remedialItem, "en")))
    throw new DomainError(
      "invalid",
      "validation_failed",
      `phishing:errors.${remedialItem.kind === "course" ? "invalidCourse" : "invalidProgram"}`,
      {},
      remedialItem.kind === "course" ? "remedialCourseSlug" : "remedialProgramSlug",
    );

  const named = { memberIds: new Set(input.memberIds), emails: new Set((input.emails ?? []).map((e) => e.toLowerCase())) };
  const found = await orgs.targets(scope, { groupIds: input.groupIds, memberIds: input.memberIds, emails: input.emails ?? [] });
  if (found.unknownGroupIds.length) throw invalid("groupNotFound", "groupIds");
  if (found.unknownMemberIds.length) throw invalid("memberNotFound", "memberIds");

  const refused: Refusal[] = found.unknownEmails.map((email) => ({ email, reason: "not-member" }));
  const people: typeof found.people = [];
  for (const p of found.people) {
    if (p.status !== "active") {
      // a deactivated member named on their own is refused; one only in a group is left out
      if (named.memberIds.has(p.userId) || named.emails.has(p.email)) refused.push({ email: p.email, reason: "inactive" });
      continue;
    }
    if (!found.verifiedDomain) refused.push({ email: p.email, reason: "no-verified-domain" });
    else if (p.email.split("@").pop() !== found.verifiedDomain) refused.push({ email: p.email, reason: "outside-verified-domains" });
    else people.push(p);
  }
  if (refused.length) throw new TargetsRefused(refused.slice(0, L.refusedListed));
  if (!people.length) throw invalid("noTargets", "groupIds");
  if (people.length > L.recipients) throw invalid("tooManyTargets", "groupIds", { max: L.recipients });

  const businessHours = hoursOf(input.window.businessHours, DEFAULT_BUSINESS_HOURS);
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(phishingCampaigns)
      .values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        name: input.name,
        templateIds,
        groupIds: input.groupIds,
        windowStart: start,
        windowEnd: end,
        businessHours,
        timeZone: input.window.timeZone,
        sendingProfileId: input.sendingProfileId ?? null,
        landingPageId: input.landingPageId ?? null,
        remedialKind: remedialItem?.kind ?? null,
        remedialSlug: remedialItem?.slug ?? null,
        dueDays: input.dueDays,
        countUntil,
        createdBy: userId,
      })
      .returning({ id: phishingCampaigns.id });
    const id = campaign!.id;
    // the send time is the window's start until scheduling spreads them
    const values = people.map((p) => ({
      whitelabelId: scope.tenantId,
      entityId: scope.entityId,
      campaignId: id,
      userId: p.userId,
      email: p.email,
      name: p.name,
      language: p.language,
      templateId: templateIds[randomInt(templateIds.length)]!,
      token: randomBytes(16).toString("base64url"),
      sendAt: start,
    }));
    for (let i = 0; i < values.length; i += INSERT_SLICE) await tx.insert(phishingRecipients).values(values.slice(i, i + INSERT_SLICE));
    return { id };
  });
}
