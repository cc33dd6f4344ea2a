import { describe, expect, it } from "vitest";
import { refusedTargets } from "./refused.ts";

describe("the refused targets of a 400", () => {
  it("lists each refused address with its reason", () => {
    const error = {
      code: "targets_refused",
      message: "Some people cannot be targeted.",
      refused: [
        { email: "x@gmail.test", reason: "not-member" },
        { email: "ana@other.test", reason: "outside-verified-domains" },
        { email: "odd@acme.test", reason: "something-new" },
      ],
    };
    expect(refusedTargets(error)).toEqual([
      { email: "x@gmail.test", reason: "not-member", message: null },
      { email: "ana@other.test", reason: "outside-verified-domains", message: null },
      { email: "odd@acme.test", reason: null, message: null },
    ]);
  });

  it("reads the list under details, or the issues when there is no list", () => {
    expect(
      refusedTargets({ code: "targets_refused", message: "", details: { refused: [{ email: "a@b.test", reason: "inactive" }] } } as never),
    ).toEqual([{ email: "a@b.test", reason: "inactive", message: null }]);
    expect(
      refusedTargets({ code: "targets_refused", message: "", issues: [{ path: "emails.x@y.test", message: "Not a member." }] }),
    ).toEqual([{ email: "x@y.test", reason: null, message: "Not a member." }]);
    expect(
      refusedTargets({ code: "targets_refused", message: "", issues: [{ path: "body.emails.2", message: "z@q.test: not a member." }] }),
    ).toEqual([{ email: "", reason: null, message: "z@q.test: not a member." }]);
  });

  it("is empty for any other refusal", () => {
    expect(refusedTargets({ code: "validation_failed", message: "", issues: [{ path: "name", message: "Required" }] })).toEqual([]);
  });
});
