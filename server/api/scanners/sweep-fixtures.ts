import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { scans } from "./schema.ts";

/**
 * An Acme website (adding one fetches nothing), a scan of it, and a public scan asked for on
 * Acme's site (both written here: running a scan would fetch, and the sweep sends no traffic).
 */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, acme, learner, manager }) => {
  const website = (await (
    await t.req("/api/entity/websites", { ...withCookie(manager, jsonBody({ url: "sweep.acme-example.com" })), host })
  ).json()) as { id: string; url: string; host: string };
  const [scan, publicScan] = await db
    .insert(scans)
    .values([
      {
        whitelabelId: acme.id,
        entityId: learner.entityId,
        websiteId: website.id,
        url: website.url,
        host: website.host,
        trigger: "manual",
        status: "done",
      },
      { whitelabelId: acme.id, url: website.url, host: website.host, trigger: "public", status: "done", tokenHash: "0".repeat(64) },
    ])
    .returning({ id: scans.id });
  return { ids: { website: website.id, scan: scan!.id, "public-scan": publicScan!.id } };
};
