import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { getDomain } from "tldts";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { DnsClient, Lookup } from "../dns-client.ts";
import { couldNotCheck, dnsCouldNotCheck, finding } from "./finding.ts";
import { failed, PROBE_BYTES, type Prober } from "./probe.ts";
import { serviceFor } from "./takeover-services.ts";

/**
 * Dangling CNAMEs (sub-domain take-over) for the sub-domains the customer lists: each one's CNAME
 * chain is read from the DNS, hop by hop. A chain that reaches a known hosting service
 * (takeover-services.ts) is dangling when its end does not exist (NXDOMAIN), or when the service
 * answers for the name with its "unclaimed" page — one plain-http GET, never following a
 * redirect. A chain to any other name that does not exist is a warning: whoever registers that
 * name gets the sub-domain. Names outside the site's registrable domain are not checked.
 */

export const MAX_SUBDOMAINS = 20;
/** HTTP requests the take-over checks may send in one scan (part of the scan's budget). */
export const MAX_FINGERPRINT_REQUESTS = 5;
const MAX_HOPS = 5;
export const POINTS = { dangling: -50, danglingUnknown: -5 } as const;

export interface TakeoverOptions {
  /** Tests only: the port the sub-domains answer plain http on (a loopback fixture cannot listen on 80). */
  httpPort?: number;
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?$/;

/** The name as DNS is asked about it (lower case, punycode), or null if it is not a host name. */
export function normalizeHostName(input: string): string | null {
  const ascii = domainToASCII(input.trim().replace(/\.$/, "").toLowerCase());
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split(".");
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) ? ascii : null;
}

const bare = (name: string) => name.replace(/\.$/, "").toLowerCase();

/** An answer about a name's existence from its A and AAAA answers (NXDOMAIN is per name). */
function existence(a: Lookup<string>, aaaa: Lookup<string>): "resolves" | "nxdomain" | "noAddress" | { error: string } {
  if (a.status === "found" || aaaa.status === "found") return "resolves";
  if (a.status === "nxdomain" || aaaa.status === "nxdomain") return "nxdomain";
  if (a.status === "error") return { error: a.code };
  if (aaaa.status === "error") return { error: aaaa.code };
  return "noAddress";
}

async function checkName(
  name: string,
  dns: DnsClient,
  fingerprint: (name: string) => Promise<string | { failure: ScanTest }>,
): Promise<ScanTest> {
  const id = `takeover-${name}`;
  const check = "takeover";
  const first = await dns.cname(name);
  if (first.status === "error") return dnsCouldNotCheck(id, name, first.code);
  if (first.status === "nxdomain") return finding(id, check, "notFound", "info", 0, { name }, { name });
  if (first.status === "nodata") return finding(id, check, "noCname", "pass", 0, { name }, { name });

  const chain = [bare(first.records[0]!)];
  for (let hop = 1; hop < MAX_HOPS; hop++) {
    const next = await dns.cname(chain.at(-1)!);
    if (next.status !== "found" || chain.includes(bare(next.records[0]!))) break;
    chain.push(bare(next.records[0]!));
  }
  const target = chain.at(-1)!;
  const service = chain.map(serviceFor).find((s) => s !== undefined);
  const [a, aaaa] = await Promise.all([dns.a(target), dns.aaaa(target)]);
  const state = existence(a, aaaa);
  const evidence = { name, chain, service: service?.name ?? null, target: state };
  const vars = { name, target, service: service?.name ?? "" };
  if (typeof state === "object") return dnsCouldNotCheck(id, target, state.error);
  if (state === "nxdomain") {
    if (service) return finding(id, check, "dangling", "fail", POINTS.dangling, evidence, vars, "remove");
    return finding(id, check, "danglingUnknown", "warning", POINTS.danglingUnknown, evidence, vars, "removeUnknown");
  }
  if (state === "noAddress") return finding(id, check, "noAddress", "info", 0, evidence, vars);
  if (!service) return finding(id, check, "external", "pass", 0, evidence, vars);
  if (!service.unclaimed) return finding(id, check, "claimed", "pass", 0, evidence, vars);
  const body = await fingerprint(name);
  if (typeof body !== "string") return { ...body.failure, id };
  if (service.unclaimed.test(body))
    return finding(id, check, "unclaimed", "fail", POINTS.dangling, { ...evidence, fingerprint: service.unclaimed.source }, vars, "remove");
  return finding(id, check, "claimed", "pass", 0, evidence, vars);
}

export async function takeoverTests(
  subdomains: readonly string[] | undefined,
  siteHost: string,
  deps: { dns: DnsClient; prober: Prober },
  options: TakeoverOptions = {},
): Promise<ScanTest[]> {
  const given = [...new Set((subdomains ?? []).map((s) => normalizeHostName(s) ?? s.trim().toLowerCase()).filter(Boolean))];
  if (!given.length) return [finding("subdomain-takeover", "subdomain-takeover", "noneListed", "info", 0, null)];
  const domain = isIP(siteHost) ? null : getDomain(siteHost);
  let requests = 0;
  const fingerprint = async (name: string): Promise<string | { failure: ScanTest }> => {
    const url = `http://${name}${options.httpPort ? `:${options.httpPort}` : ""}/`;
    if (requests >= MAX_FINGERPRINT_REQUESTS)
      return {
        failure: couldNotCheck("", {
          url,
          failure: { code: "budget", message: `at most ${MAX_FINGERPRINT_REQUESTS} sub-domains are fetched a scan` },
        }),
      };
    requests++;
    const res = await deps.prober.get(url, { followRedirects: false, maxBodyBytes: PROBE_BYTES });
    return failed(res) ? { failure: couldNotCheck("", res) } : res.body.toString("utf8");
  };
  return Promise.all(
    given.slice(0, MAX_SUBDOMAINS).map((input) => {
      const name = normalizeHostName(input);
      const inside = name && domain && (name === domain || name.endsWith(`.${domain}`));
      if (!inside)
        return finding(
          `takeover-${input}`,
          "takeover",
          "outsideDomain",
          "info",
          0,
          { name: input, domain },
          { name: input, domain: domain ?? siteHost },
        );
      return checkName(name, deps.dns, fingerprint);
    }),
  );
}
