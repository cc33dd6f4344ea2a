import { describe, expect, it } from "vitest";
import { RENEW_BEFORE_MS, RENEW_MIN_MS, renewDelay } from "./use-launch-bearer.ts";

describe("when a framed page renews its launch bearer", () => {
  it("asks a minute before the access token expires", () => {
    const now = 1_000_000;
    expect(renewDelay(now + 15 * 60_000, now)).toBe(15 * 60_000 - RENEW_BEFORE_MS);
  });

  it("waits a little for a token about to expire (or already expired on a skewed clock), and never past setTimeout's range", () => {
    const now = 1_000_000;
    expect(renewDelay(now + 10_000, now)).toBe(RENEW_MIN_MS);
    expect(renewDelay(now - 60_000, now)).toBe(RENEW_MIN_MS);
    expect(renewDelay(now + 90 * 24 * 3600_000, now)).toBe(2_147_483_647);
  });
});
