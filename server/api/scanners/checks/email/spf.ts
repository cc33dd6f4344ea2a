import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding } from "./finding.ts";
import { isSpfRecord } from "./spf-parse.ts";
import { LOOKUP_LIMIT, type SpfWalk, VOID_LIMIT, walkSpf } from "./spf-walk.ts";

/**
 * SPF (RFC 7208): one record, valid throughout, within the 10-look-up and 2-void-look-up limits
 * (each breach is a permerror: receivers then treat the domain as having no SPF at all), an
 * "all" that says what to do with other senders, and no deprecated ptr.
 * Points are in docs/scanners-grading.md.
 */

const example = (domain: string) => ({ domain, record: "v=spf1 include:_spf.example-provider.com -all" });

export interface SpfContext {
  /** DMARC asks receivers to quarantine or reject mail that fails (the ~all policy below leans on it). */
  dmarcEnforced: boolean;
}

function allTest(walk: SpfWalk, domain: string, ctx: SpfContext): ScanTest {
  const evidence = {
    all: walk.all ? `${walk.all.qualifier}all` : null,
    foundAt: walk.all?.domain ?? null,
    dmarcEnforced: ctx.dmarcEnforced,
  };
  const vars = { domain, at: walk.all?.domain ?? domain };
  if (walk.errors.length && !walk.all) return dnsError("spf-all", walk.errors[0]!.name, walk.errors[0]!.code);
  switch (walk.all?.qualifier) {
    case "-":
      return finding("spf-all", "spfAll", "fail", "pass", 0, evidence, vars);
    case "~":
      // softfail: with DMARC enforcing, receivers act on the failure anyway (M3AAWG's advice);
      // without it, spoofed mail is merely marked
      return ctx.dmarcEnforced
        ? finding("spf-all", "spfAll", "softfailWithDmarc", "pass", 0, evidence, vars)
        : finding("spf-all", "spfAll", "softfail", "warning", -5, evidence, vars, { state: "softfail", vars: example(domain) });
    case "+":
      return finding("spf-all", "spfAll", "pass", "fail", -35, evidence, vars, { state: "pass", vars: example(domain) });
    case "?":
      return finding("spf-all", "spfAll", "neutral", "fail", -20, evidence, vars, { state: "neutral", vars: example(domain) });
    default:
      return finding("spf-all", "spfAll", "missing", "fail", -20, evidence, vars, { state: "missing", vars: example(domain) });
  }
}

export async function spfTests(dns: EmailDns, domain: string, ctx: SpfContext): Promise<ScanTest[]> {
  const answer = await dns.txt(domain);
  if (answer.status === "error") return [dnsError("spf-record", domain, answer.code)];
  const records = answer.status === "found" ? answer.records.filter(isSpfRecord) : [];
  if (records.length === 0) {
    return [
      finding("spf-record", "spfRecord", "missing", "fail", -35, { records: [] }, { domain }, { state: "missing", vars: example(domain) }),
    ];
  }
  if (records.length > 1) {
    return [
      finding(
        "spf-record",
        "spfRecord",
        "multiple",
        "fail",
        -35,
        { records },
        { domain, count: records.length },
        { state: "multiple", vars: example(domain) },
      ),
    ];
  }
  const record = records[0]!;
  const walk = await walkSpf(dns, domain, record);
  const tests: ScanTest[] = [finding("spf-record", "spfRecord", "found", "pass", 0, { record }, { domain })];

  tests.push(
    walk.problems.length
      ? finding(
          "spf-syntax",
          "spfSyntax",
          "invalid",
          "fail",
          -25,
          { problems: walk.problems },
          { count: walk.problems.length, first: walk.problems[0]!.term },
          { state: "invalid" },
        )
      : finding(
          "spf-syntax",
          "spfSyntax",
          "valid",
          "pass",
          0,
          { records: walk.records.length, ignoredAfterAll: walk.ignored, unresolved: walk.unresolved },
          { count: walk.records.length },
        ),
  );

  const counted = {
    lookups: walk.lookups,
    limit: LOOKUP_LIMIT,
    records: walk.records.map(({ domain: d, via, lookups }) => ({ domain: d, via, lookups })),
    capped: walk.capped,
  };
  if (walk.lookups > LOOKUP_LIMIT) {
    tests.push(
      finding(
        "spf-lookups",
        "spfLookups",
        "over",
        "fail",
        -25,
        counted,
        { count: walk.capped ? `${walk.lookups}+` : walk.lookups, limit: LOOKUP_LIMIT },
        { state: "over", vars: { limit: LOOKUP_LIMIT } },
      ),
    );
  } else if (walk.errors.length) {
    tests.push(dnsError("spf-lookups", walk.errors[0]!.name, walk.errors[0]!.code));
  } else {
    tests.push(finding("spf-lookups", "spfLookups", "within", "pass", 0, counted, { count: walk.lookups, limit: LOOKUP_LIMIT }));
  }

  const voids = { voids: walk.voids, limit: VOID_LIMIT };
  if (walk.voids.length > VOID_LIMIT) {
    tests.push(
      finding(
        "spf-void-lookups",
        "spfVoid",
        "over",
        "fail",
        -10,
        voids,
        { count: walk.voids.length, limit: VOID_LIMIT },
        { state: "over", vars: { names: walk.voids.map((v) => v.name).join(", ") } },
      ),
    );
  } else if (walk.errors.length) {
    tests.push(dnsError("spf-void-lookups", walk.errors[0]!.name, walk.errors[0]!.code));
  } else if (walk.voids.length) {
    tests.push(
      finding(
        "spf-void-lookups",
        "spfVoid",
        "some",
        "warning",
        -2,
        voids,
        { count: walk.voids.length, limit: VOID_LIMIT },
        { state: "some", vars: { names: walk.voids.map((v) => v.name).join(", ") } },
      ),
    );
  } else {
    tests.push(finding("spf-void-lookups", "spfVoid", "none", "pass", 0, voids, { limit: VOID_LIMIT }));
  }

  tests.push(allTest(walk, domain, ctx));

  tests.push(
    walk.ptr.length
      ? finding("spf-ptr", "spfPtr", "used", "warning", -5, { terms: walk.ptr }, { term: walk.ptr[0]!.term }, { state: "used" })
      : finding("spf-ptr", "spfPtr", "unused", "pass", 0, null),
  );
  return tests;
}
