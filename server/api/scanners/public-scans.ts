import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { PublicScanCreated, Scan } from "../../../contract/scanners.ts";
import { scans } from "./schema.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { scoped } from "../../platform/scope.ts";
import { categoriesFor } from "./categories.ts";
import { SCAN_QUEUE, type ScannersDeps } from "./deps.ts";
import { notFound } from "./errors.ts";
import { scanView } from "./present.ts";
import { theScan } from "./queries.ts";
import { refuseAddress } from "./site-address-errors.ts";
import { isProblem, parseSiteAddress } from "./site-address.ts";
import type { Targets } from "./targets.ts";

/** Who asks on the marketing site: the tenant whose site it is, and the visitor's address. */
export type Visitor = { tenantId: string; ip: string };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * The free public scan (issue 11 §5): headers and TLS only, behind the proof-of-work captcha and
 * SCANNER_PUBLIC_SCANS_PER_HOUR per visitor address. The result is read with a token only the
 * visitor was given; visitors asking about the same address within SCANNER_TARGET_INTERVAL share
 * one scan (the token is derived from the scan's id, so it can be handed out again). Kept 7 days.
 */
export function createPublicScans(d: ScannersDeps, targets: Targets) {
  const tokenFor = (id: string) => createHmac("sha256", d.secret).update(`public-scan:${id}`).digest("base64url");

  return {
    async create(visitor: Visitor, input: { url: string; captchaPayload: string }): Promise<PublicScanCreated> {
      await d.captcha.verify(input.captchaPayload, visitor);
      await rateLimit(d.db, `scanner-public:${visitor.ip}`, d.config.SCANNER_PUBLIC_SCANS_PER_HOUR, 3600);
      const address = parseSiteAddress(input.url, { allowPrivate: d.config.OUTBOUND_ALLOW_PRIVATE_NETWORKS });
      if (isProblem(address)) refuseAddress(address);
      const [recent] = await d.db
        .select({ id: scans.id })
        .from(scans)
        .where(
          and(
            scoped.tenant(scans, visitor),
            eq(scans.trigger, "public"),
            eq(scans.url, address.url),
            inArray(scans.status, ["queued", "running", "done"]),
            gt(scans.createdAt, sql`now() - make_interval(secs => ${d.config.SCANNER_TARGET_INTERVAL})`),
          ),
        )
        .orderBy(desc(scans.createdAt))
        .limit(1);
      if (recent) return { id: recent.id, token: tokenFor(recent.id), reused: true };
      await targets.claim(address.host);
      const id = randomUUID();
      const token = tokenFor(id);
      await d.db.insert(scans).values({
        id,
        whitelabelId: visitor.tenantId,
        url: address.url,
        host: address.host,
        port: address.port,
        trigger: "public",
        plan: categoriesFor("public", { verified: false, emailDomain: null }, d.categories),
        tokenHash: sha256(token),
      });
      await d.jobs.send(SCAN_QUEUE, { scanId: id, tenantId: visitor.tenantId });
      return { id, token, reused: false };
    },

    /** The scan, to whoever holds its token; without it, nothing is there. */
    async read(visitor: Pick<Visitor, "tenantId">, id: string, token: string | undefined, locale: Locale): Promise<Scan> {
      if (!token) throw notFound();
      const [row] = await d.db
        .select()
        .from(scans)
        .where(and(theScan({ tenantId: visitor.tenantId }, id), eq(scans.trigger, "public")));
      const given = Buffer.from(sha256(token));
      if (!row?.tokenHash || !timingSafeEqual(Buffer.from(row.tokenHash), given)) throw notFound();
      return scanView(row, locale);
    },
  };
}
export type PublicScans = ReturnType<typeof createPublicScans>;
