import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { landingParamsSchema, landingSchema, type Landing } from "../../../../contract/phishing.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { notFound } from "../../../platform/http.ts";
import { errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { scoped, type TenantScope } from "../../../platform/scope.ts";
import type { PhishingContext } from "../part.ts";
import { phishingSendingProfiles } from "../schema.ts";
import type { TemplateLibrary } from "../templates/index.ts";
import type { Tracked, Tracking } from "./track.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const route = createRoute({
  method: "get",
  path: "/public/phishing/landing/{token}",
  // the access sweep reads another tenant's token here and expects the same 404
  "x-resource": "phishing-recipient-token",
  tags: ["Phishing"],
  summary: "The teachable moment a simulated link opens, to whoever holds the recipient's token (no sign-in)",
  description:
    "Stage `sign-in` while the campaign's (or template's) landing page is `sign-in-then-lesson` and nothing was submitted yet, else `lesson`: the message again in the person's language with their own merge values (links `#`), its red flags, the remedial course or program and whether it was assigned. An unknown, malformed or another tenant's token answers the same 404.",
  request: { params: landingParamsSchema },
  responses: { 200: json(landingSchema, "What the landing page shows"), ...errors(404) },
});

/** The address's domain part (`Name <local@domain>` or a bare address). */
const domainOf = (address: string) => /@([^\s>]+)>?\s*$/.exec(address)?.[1] ?? "example.com";

export function createLanding(ctx: PhishingContext, d: { tracking: Tracking; templates: TemplateLibrary }) {
  const { db, remedial, config, tenancy } = ctx.deps;

  async function senderDomain(t: Tracked) {
    const { campaign: c } = t;
    if (!c.sendingProfileId) return domainOf(config.MAIL_FROM);
    const [p] = await db
      .select({ from: phishingSendingProfiles.fromAddress })
      .from(phishingSendingProfiles)
      .where(
        and(
          scoped.entity(phishingSendingProfiles, { tenantId: c.whitelabelId, entityId: c.entityId }),
          eq(phishingSendingProfiles.id, c.sendingProfileId),
        ),
      );
    return domainOf(p?.from ?? config.MAIL_FROM);
  }

  async function read(tenant: TenantScope, token: string, brandName: string): Promise<Landing> {
    const t = await d.tracking.find(tenant, token);
    const template = t && (await d.templates.byId(t.recipient.templateId));
    if (!t || !template) throw notFound();
    const { recipient: r, campaign: c } = t;
    const scope = { tenantId: r.whitelabelId, entityId: r.entityId };
    // the company's own name, as its message said it; the site's brand when it has none
    const company = (await ctx.deps.orgs.getEntity(scope))?.name || brandName;
    const landingPageId = c.landingPageId ?? template.landingPageId;
    const firstName = r.name.trim().split(/\s+/)[0] ?? "";
    const m = d.templates.render(
      template,
      r.language,
      { first_name: firstName, company, link: "#", report_link: "#" },
      { keepFlags: true },
    );
    const course =
      c.remedialKind && c.remedialSlug ? await remedial.describe(scope, { kind: c.remedialKind, slug: c.remedialSlug }, m.language) : null;
    return {
      landingPageId,
      stage: landingPageId === "sign-in-then-lesson" && !r.submittedAt ? "sign-in" : "lesson",
      language: m.language,
      company,
      message: {
        from: `${m.senderName} <${m.senderLocal}@${await senderDomain(t)}>`,
        senderName: m.senderName,
        subject: m.subject,
        html: m.html,
        redFlags: m.redFlags,
      },
      course: course && { slug: c.remedialSlug!, title: course.title, minutes: course.minutes, url: course.url },
      assigned:
        course && r.remedialAssignedAt
          ? { title: course.title, dueAt: new Date(r.remedialAssignedAt.getTime() + c.dueDays * DAY_MS).toISOString() }
          : null,
    };
  }

  const routes = new OpenAPIHono<AppEnv>().openapi(
    route,
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const brandName = tenancy.brand(c.get("tenant"), c.get("origin")).name;
      return c.json(await read(scopeOf(c, "tenant"), c.req.valid("param").token, brandName), 200);
    },
    // a malformed token is as unknown as one never issued: the same 404, nothing said about its shape
    (result) => {
      if (!result.success) throw notFound();
    },
  );
  return { routes, read };
}
