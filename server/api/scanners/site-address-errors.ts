import { invalid } from "./errors.ts";
import type { AddressProblem } from "./site-address.ts";

/** The outbound module's refusal reasons, as the few a person needs told apart. */
const REASON_GROUP: Record<string, "loopback" | "private" | "metadata" | "reserved"> = {
  loopback: "loopback",
  unspecified: "loopback",
  metadata: "metadata",
  private: "private",
  link_local: "private",
  carrier_grade_nat: "private",
};

/** Why an address typed for a website (or the public scan) is refused, as a 400 on the `url` field. */
export function refuseAddress(p: AddressProblem): never {
  switch (p.problem) {
    case "scheme":
      throw invalid("url_scheme", "urlScheme", { scheme: p.scheme }, "url");
    case "credentials":
      throw invalid("url_credentials", "urlCredentials", {}, "url");
    case "host":
      throw invalid("url_host", "urlHost", { host: p.host }, "url");
    case "refused":
      throw invalid("url_refused", `urlRefused.${REASON_GROUP[p.reason] ?? "reserved"}`, { host: p.host }, "url");
    default:
      throw invalid("url_invalid", "urlInvalid", {}, "url");
  }
}
