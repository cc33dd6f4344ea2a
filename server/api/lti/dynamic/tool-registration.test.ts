import { describe, expect, it } from "vitest";
import { DomainError } from "../../../platform/domain-error.ts";
import { issuerMatches, shortReason } from "./platform-config.ts";
import { registeredClient, registrationName, TOOL_CONFIGURATION } from "./tool-registration.ts";

// The pure rules of dynamic registration: the issuer's match with the configuration's URL, the
// platform's answer the tool keeps, and the words a platform's refusal is shown with.

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${String(err.vars.detail)}` : "other";
  }
  return "none";
};

describe("dynamic registration's rules", () => {
  it("takes an issuer only as the start of the configuration's URL, at a path boundary", () => {
    expect(issuerMatches("https://lms.example", "https://lms.example/.well-known/openid-configuration")).toBe(true);
    expect(issuerMatches("https://lms.example/moodle", "https://lms.example/moodle/mod/lti/openid-configuration.php")).toBe(true);
    expect(issuerMatches("https://lms.example/", "https://lms.example/config?token=1")).toBe(true);
    expect(issuerMatches("https://lms.example", "https://lms.example.evil.test/.well-known/openid-configuration")).toBe(false);
    expect(issuerMatches("https://lms.example/moodle", "https://lms.example/moodle2/config")).toBe(false);
    expect(issuerMatches("https://lms.example", "https://other.example/.well-known/openid-configuration")).toBe(false);
  });

  it("keeps the client id and the deployment the platform answered (none yet for Canvas), and refuses an answer without a client id", () => {
    expect(registeredClient({ client_id: "abc", [TOOL_CONFIGURATION]: { deployment_id: 7 } })).toEqual({
      clientId: "abc",
      deploymentId: "7",
    });
    expect(codeOf(() => registeredClient({ [TOOL_CONFIGURATION]: { deployment_id: "d" } }))).toBe("platform_config_invalid:client_id");
    expect(registeredClient({ client_id: "abc", [TOOL_CONFIGURATION]: {} })).toEqual({ clientId: "abc", deploymentId: null });
    expect(registeredClient({ client_id: "abc" })).toEqual({ clientId: "abc", deploymentId: null });
    const long = { client_id: "abc", [TOOL_CONFIGURATION]: { deployment_id: "d".repeat(256) } };
    expect(codeOf(() => registeredClient(long))).toBe("platform_config_invalid:deployment_id");
    expect(codeOf(() => registeredClient({ client_id: "x".repeat(256), [TOOL_CONFIGURATION]: { deployment_id: "d" } }))).toBe(
      "platform_config_invalid:client_id",
    );
    expect(codeOf(() => registeredClient([]))).toBe("platform_config_invalid:client_id");
  });

  it("names a registration after the platform's product and host, within the name's limit", () => {
    expect(registrationName("https://lms.example.edu", "moodle")).toBe("Moodle (lms.example.edu)");
    expect(registrationName("http://127.0.0.1:8081", null)).toBe("127.0.0.1:8081");
    const long = `https://${"a".repeat(70)}.example`;
    expect(registrationName(long, "canvas")).toBe(new URL(long).host.slice(0, 80));
  });

  it("shows a platform's own words on one line, without markup, cut short", () => {
    expect(shortReason("bad\n\ttoken <script>x</script>")).toBe("bad token script x /script");
    const cut = shortReason("e".repeat(500));
    expect(cut).toHaveLength(160);
    expect(cut.endsWith("…")).toBe(true);
  });
});
