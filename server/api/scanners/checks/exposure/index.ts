import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import type { Config } from "../../../../platform/config.ts";
import { createOutbound, type Outbound } from "../../../../platform/outbound.ts";
import { createDnsClient, type DnsClient } from "../dns-client.ts";
import { backupFilesTest, directoryListingTest, envFileTest, gitConfigTest } from "./files.ts";
import { gradeExposure } from "./grading.ts";
import { mixedContentTest } from "./mixed-content.ts";
import { cookieTests, serverVersionTest } from "./page-headers.ts";
import { createProber, MAX_REQUESTS, PAGE_BYTES, randomPath } from "./probe.ts";
import { securityTxtTest } from "./security-txt.ts";
import { takeoverTests } from "./takeover.ts";

/**
 * The exposure category of a scan (issue 11): active probes of a site whose ownership is verified
 * — the caller decides that; this runs on the target it is given. security.txt, files that should
 * never be served (.git/config, .env, backups, directory listings), what the home page gives away
 * (server versions, mixed content, cookies without their flags), and dangling CNAMEs of the
 * sub-domains the customer lists. At most MAX_REQUESTS HTTP requests, two at a time, each through
 * the outbound module; a score and grade by the rules of docs/scanners-grading.md.
 */

export interface ExposureTarget {
  /** https://host[:port] — the verified site. */
  origin: string;
  /** Sub-domains the customer lists for the take-over check. */
  subdomains?: string[];
}

export interface ExposureDeps {
  request: Outbound["request"];
  dns: DnsClient;
}

export interface ExposureOptions {
  /** The moment security.txt's Expires is compared with; now by default. */
  now?: Date;
  /** Tests only: the port the sub-domains answer plain http on (a loopback fixture cannot listen on 80). */
  takeoverHttpPort?: number;
}

/** The site's origin (scheme, host, port), or a RangeError for anything but an http(s) origin. */
export function exposureOrigin(origin: string): URL {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new RangeError(`not an origin: ${origin.slice(0, 100)}`);
  }
  if (
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.username ||
    url.password ||
    url.pathname !== "/" ||
    url.search ||
    url.hash
  ) {
    throw new RangeError(`not an origin: ${origin.slice(0, 100)}`);
  }
  return new URL(url.origin);
}

export async function scanExposure(target: ExposureTarget, deps: ExposureDeps, options: ExposureOptions = {}): Promise<ScanCategoryResult> {
  const origin = exposureOrigin(target.origin);
  const prober = createProber(origin, deps.request, { maxRequests: MAX_REQUESTS });
  const now = (options.now ?? new Date()).getTime();
  const baselinePath = randomPath();
  const [home, baselineResult] = await Promise.all([prober.get("/", { maxBodyBytes: PAGE_BYTES }), prober.get(baselinePath)]);
  const baseline = { path: baselinePath, result: baselineResult };

  // the prober keeps two requests in flight, whatever is asked of it at once
  const [securityTxt, git, env, backups, listing, takeover] = await Promise.all([
    securityTxtTest(prober, baseline, now),
    gitConfigTest(prober, baseline),
    envFileTest(prober, baseline),
    backupFilesTest(prober, baseline),
    directoryListingTest(prober, baseline, home),
    takeoverTests(
      target.subdomains,
      origin.hostname.replace(/^\[|\]$/g, ""),
      { dns: deps.dns, prober },
      { httpPort: options.takeoverHttpPort },
    ),
  ]);
  const tests = [
    securityTxt,
    git,
    env,
    backups,
    listing,
    serverVersionTest(home, baseline),
    mixedContentTest(home),
    ...cookieTests(home),
    ...takeover,
  ];
  return { key: "exposure", ...gradeExposure(tests), tests };
}

/** The exposure checks with the operator's settings: the outbound module for HTTP, SCANNER_DNS_SERVER for DNS. */
export function createExposureChecks(config: Config, outbound: Outbound = createOutbound(config)) {
  return (target: ExposureTarget, options: ExposureOptions = {}) =>
    scanExposure(
      target,
      {
        request: outbound.request,
        dns: createDnsClient({ server: config.SCANNER_DNS_SERVER, timeoutMs: config.OUTBOUND_CONNECT_TIMEOUT_MS }),
      },
      options,
    );
}

export type ExposureChecks = ReturnType<typeof createExposureChecks>;
