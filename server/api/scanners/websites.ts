import { randomBytes } from "node:crypto";
import { and, asc, count, ilike, or } from "drizzle-orm";
import {
  SCANNER_LIMITS,
  type ScanSchedule,
  type WebsiteDetail,
  type WebsiteList,
  type WebsiteSettings,
} from "../../../contract/scanners.ts";
import { websites } from "./schema.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { normalizeEmailDomain } from "./checks/email/index.ts";
import type { Caller, ScannersDeps } from "./deps.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import { websiteDetail, websiteView } from "./present.ts";
import { activeScans, findWebsite, latestDoneScans, lockKey, theWebsite, type WebsiteRow } from "./queries.ts";
import { refuseAddress } from "./site-address-errors.ts";
import { isProblem, parseSiteAddress, parseSubdomain } from "./site-address.ts";

const DAY_MS = 86_400_000;

/** When a schedule next scans, counted from `from`; null for "off". */
export function nextScanFrom(schedule: ScanSchedule, from: Date): Date | null {
  if (schedule === "off") return null;
  if (schedule === "monthly") {
    const d = new Date(from);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return d;
  }
  return new Date(from.getTime() + (schedule === "daily" ? 1 : 7) * DAY_MS);
}

const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

/** An entity's websites: listed with their latest grades, added, read, configured and removed. */
export function createWebsites(d: ScannersDeps) {
  async function detail(caller: Caller, w: WebsiteRow): Promise<WebsiteDetail> {
    const [done, active] = await Promise.all([latestDoneScans(d.db, caller.scope, [w.id]), activeScans(d.db, caller.scope, [w.id])]);
    return websiteDetail(w, done.get(w.id) ?? [], active.get(w.id), caller.canManage);
  }

  async function mustFind(scope: EntityScope, id: string) {
    const w = await findWebsite(d.db, scope, id);
    if (!w) throw notFound();
    return w;
  }

  return {
    detail,
    mustFind,

    async list(caller: Caller, q: { search?: string; page: number; limit: number }): Promise<WebsiteList> {
      const term = q.search?.trim();
      const where = and(
        scoped.entity(websites, caller.scope),
        term ? or(ilike(websites.host, containing(term)), ilike(websites.displayHost, containing(term))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        d.db
          .select()
          .from(websites)
          .where(where)
          .orderBy(asc(websites.displayHost), asc(websites.port), asc(websites.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        d.db.select({ n: count() }).from(websites).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const [done, active] = await Promise.all([latestDoneScans(d.db, caller.scope, ids), activeScans(d.db, caller.scope, ids)]);
      return {
        data: rows.map((w) => websiteView(w, done.get(w.id) ?? [], active.get(w.id))),
        page: q.page,
        limit: q.limit,
        total: total?.n ?? 0,
        max: SCANNER_LIMITS.maxWebsites,
        canManage: caller.canManage,
      };
    },

    /** Adds a site by host name or URL; nothing is fetched until a scan or a verification is asked for. */
    async create(caller: Caller, input: { url: string }): Promise<WebsiteDetail> {
      const address = parseSiteAddress(input.url, { allowPrivate: d.config.OUTBOUND_ALLOW_PRIVATE_NETWORKS });
      if (isProblem(address)) refuseAddress(address);
      const { scope } = caller;
      const row = await d.db
        .transaction(async (tx) => {
          // two additions at once never pass the limit together
          await lockKey(tx, `scanner-websites:${scope.entityId}`);
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(websites).where(scoped.entity(websites, scope));
          if (n >= SCANNER_LIMITS.maxWebsites) throw conflict("website_limit", "websiteLimit", { max: SCANNER_LIMITS.maxWebsites }, "url");
          const [created] = await tx
            .insert(websites)
            .values({
              whitelabelId: scope.tenantId,
              entityId: scope.entityId,
              url: address.url,
              host: address.host,
              displayHost: address.displayHost,
              port: address.port,
              verificationToken: randomBytes(18).toString("base64url"),
              nextScanAt: nextScanFrom("weekly", new Date()),
              createdBy: caller.userId,
            })
            .returning();
          return created!;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw conflict("website_exists", "websiteExists", { host: address.displayHost }, "url");
          throw err;
        });
      return detail(caller, row);
    },

    async get(caller: Caller, id: string) {
      return detail(caller, await mustFind(caller.scope, id));
    },

    async update(caller: Caller, id: string, s: WebsiteSettings): Promise<WebsiteDetail> {
      const w = await mustFind(caller.scope, id);
      const patch: Partial<typeof websites.$inferInsert> = {};
      if (s.schedule !== undefined && s.schedule !== w.schedule) {
        patch.schedule = s.schedule;
        patch.nextScanAt = nextScanFrom(s.schedule, new Date());
      }
      if (s.emailDomain !== undefined) {
        if (s.emailDomain === null) patch.emailDomain = null;
        else {
          const domain = normalizeEmailDomain(s.emailDomain);
          if (!domain) throw invalid("email_domain_invalid", "emailDomainInvalid", { domain: s.emailDomain }, "emailDomain");
          patch.emailDomain = domain;
        }
      }
      if (s.subdomains !== undefined) {
        const parsed = s.subdomains.map((name) => ({ name, ascii: parseSubdomain(name, w.host) }));
        const bad = parsed.find((p) => !p.ascii);
        if (bad) throw invalid("subdomain_invalid", "subdomainInvalid", { name: bad.name, site: w.displayHost }, "subdomains");
        patch.subdomains = [...new Set(parsed.map((p) => p.ascii!))];
      }
      if (s.dkimSelectors !== undefined) patch.dkimSelectors = [...new Set(s.dkimSelectors.map((x) => x.toLowerCase()))];
      if (s.alerts !== undefined) patch.alerts = s.alerts;
      if (!Object.keys(patch).length) return detail(caller, w);
      const [row] = await d.db.update(websites).set(patch).where(theWebsite(caller.scope, id)).returning();
      if (!row) throw notFound();
      return detail(caller, row);
    },

    /** The site goes, and its scans with it. */
    async remove(caller: Caller, id: string) {
      const gone = await d.db.delete(websites).where(theWebsite(caller.scope, id)).returning({ id: websites.id });
      if (!gone.length) throw notFound();
    },
  };
}
export type Websites = ReturnType<typeof createWebsites>;
