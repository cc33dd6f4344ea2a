import type { Config } from "../../platform/config.ts";
import { outboundDefaults, ruleOf, vettedAddresses, type AddressRule } from "../../platform/outbound.ts";

/** How long a name may take to resolve before a company's mail server is given up. */
const RESOLVE_MS = 5000;

/**
 * Where a company's SMTP or IMAP server (a host a manager typed) may be reached: the name is
 * resolved once and every address judged by the safe outbound rule (private, loopback,
 * link-local and metadata addresses refused unless the operator allows private networks; the
 * tests' rule lets their loopback peers through). The connection then goes to that address, with
 * the name kept for TLS (SNI and the certificate's check), so no second lookup can point elsewhere.
 * Throws OutboundError("refused_address" | "timeout" | …).
 */
export async function vetMailHost(config: Config, rule: AddressRule | undefined, host: string, port: number) {
  const defaults = outboundDefaults(config);
  const [first] = await vettedAddresses(host, port, {
    rule: ruleOf({ rule, allowPrivate: defaults.allowPrivate }),
    resolve: defaults.resolve!,
    deadline: Date.now() + RESOLVE_MS,
    url: `mail://${host}:${port}`,
  });
  return { address: first!.address, servername: host };
}
