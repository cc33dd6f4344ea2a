import { isIP } from "node:net";
import { domainTxtName } from "../../../contract/email-domains.ts";
import type { ScanText } from "../../../contract/scanner-results.ts";
import type { VerificationMethod, WebsiteDetail } from "../../../contract/scanners.ts";
import { websites } from "./schema.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { OutboundError } from "../../platform/outbound.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { startTags } from "./checks/headers/html-tags.ts";
import type { Caller, ScannersDeps } from "./deps.ts";
import { notFound } from "./errors.ts";
import { VERIFICATION } from "./present.ts";
import { theWebsite, type WebsiteRow } from "./queries.ts";
import { renderScanText } from "./scan-text.ts";
import type { Websites } from "./websites.ts";

/** What one method looked for and what it found instead. */
export type Attempt = { method: VerificationMethod; verified: boolean; found: ScanText };

const META = new Set(["meta"]);
const clip = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n)}…` : s);
const why = (e: unknown) => (e instanceof OutboundError ? e.message : String((e as Error)?.message ?? e));

/**
 * Proof that a website is its owner's (docs/decisions/0031-scan-queue.md), by any one of: a DNS TXT
 * record at `_skill5-verification.<host>` (the record companies publish for their e-mail domain,
 * decision 0013), a file at `/.well-known/skill5-verification.txt`, or a `<meta>` tag on the home
 * page. The file and the page are fetched through the outbound module, like any scan.
 */
export function createVerification(d: ScannersDeps, sites: Websites) {
  async function byDns(w: WebsiteRow): Promise<Attempt> {
    const name = domainTxtName(w.host);
    const value = VERIFICATION.txtValue(w.verificationToken);
    if (isIP(w.host)) return { method: "dns", verified: false, found: { key: "verify.dns.address", vars: { host: w.host } } };
    try {
      const records = await d.dns.txt(name);
      if (records.includes(value)) return { method: "dns", verified: true, found: { key: "verify.dns.found", vars: { name } } };
      if (!records.length) return { method: "dns", verified: false, found: { key: "verify.dns.none", vars: { name } } };
      return {
        method: "dns",
        verified: false,
        found: {
          key: "verify.dns.other",
          vars: { name, count: records.length, records: clip(records.map((r) => `"${r}"`).join(", "), 300) },
        },
      };
    } catch (e) {
      return {
        method: "dns",
        verified: false,
        found: { key: "verify.dns.error", vars: { name, detail: (e as NodeJS.ErrnoException).code ?? why(e) } },
      };
    }
  }

  async function fetchPage(url: string, maxBodyBytes: number) {
    return d.outbound.request(url, { headers: { accept: "text/html,text/plain;q=0.9,*/*;q=0.5" }, maxBodyBytes, onTooLarge: "truncate" });
  }

  async function byFile(w: WebsiteRow): Promise<Attempt> {
    const url = `${w.url}${VERIFICATION.filePath}`;
    const value = VERIFICATION.txtValue(w.verificationToken);
    try {
      const res = await fetchPage(url, 4096);
      if (res.status !== 200)
        return { method: "file", verified: false, found: { key: "verify.file.status", vars: { url, status: res.status } } };
      const content = res.body.toString("utf8").trim();
      const lines = content.split(/\r?\n/).map((l) => l.trim());
      if (lines.includes(value) || lines.includes(w.verificationToken))
        return { method: "file", verified: true, found: { key: "verify.file.found", vars: { url } } };
      return {
        method: "file",
        verified: false,
        found: { key: content ? "verify.file.other" : "verify.file.empty", vars: { url, content: clip(content) } },
      };
    } catch (e) {
      return { method: "file", verified: false, found: { key: "verify.file.error", vars: { url, detail: why(e) } } };
    }
  }

  async function byMeta(w: WebsiteRow): Promise<Attempt> {
    const url = `${w.url}/`;
    try {
      const res = await fetchPage(url, 512 * 1024);
      if (res.status !== 200)
        return { method: "meta", verified: false, found: { key: "verify.meta.status", vars: { url, status: res.status } } };
      const tags = startTags(res.body.toString("utf8"), META).filter((t) => t.attrs.name?.trim().toLowerCase() === VERIFICATION.metaName);
      if (tags.some((t) => t.attrs.content?.trim() === w.verificationToken))
        return { method: "meta", verified: true, found: { key: "verify.meta.found", vars: { url } } };
      if (!tags.length)
        return { method: "meta", verified: false, found: { key: "verify.meta.none", vars: { url, name: VERIFICATION.metaName } } };
      return {
        method: "meta",
        verified: false,
        found: { key: "verify.meta.other", vars: { url, content: clip(tags.map((t) => t.attrs.content ?? "").join(", ")) } },
      };
    } catch (e) {
      return { method: "meta", verified: false, found: { key: "verify.meta.error", vars: { url, detail: why(e) } } };
    }
  }

  const METHODS: Record<VerificationMethod, (w: WebsiteRow) => Promise<Attempt>> = { dns: byDns, file: byFile, meta: byMeta };

  return {
    /**
     * Looks for the proof by the method asked for, or by each in turn; the first found verifies the
     * site. None found: `website_unverified`, with what each method found instead.
     */
    async verify(caller: Caller, id: string, method?: VerificationMethod): Promise<WebsiteDetail> {
      const w = await sites.mustFind(caller.scope, id);
      if (w.verifiedAt && (!method || method === w.verificationMethod)) return sites.detail(caller, w);
      // every attempt fetches or asks DNS: a few an hour per site is plenty for a person
      await rateLimit(d.db, `scanner-verify:${w.id}`, 20, 3600);
      const attempts: Attempt[] = [];
      for (const m of method ? [method] : (["dns", "file", "meta"] as const)) {
        const a = await METHODS[m](w);
        attempts.push(a);
        if (!a.verified) continue;
        const [row] = await d.db
          .update(websites)
          .set({ verifiedAt: new Date(), verificationMethod: m })
          .where(theWebsite(caller.scope, id))
          .returning();
        if (!row) throw notFound();
        return sites.detail(caller, row);
      }
      const issues = attempts.map((a) => ({ path: a.method, message: (locale: Locale) => renderScanText(a.found, locale) }));
      throw new DomainError("unprocessable", "website_unverified", "scanners:errors.unverified", {}, undefined, issues);
    },
  };
}
export type Verification = ReturnType<typeof createVerification>;
