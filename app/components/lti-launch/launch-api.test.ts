import { describe, expect, it } from "vitest";
import { launchPath, readLaunchToken } from "./launch-api.ts";

describe("the launch token in a framed page's address", () => {
  it("is read from ?launch=, trimmed, and empty when there is none", () => {
    expect(readLaunchToken(new URL("https://acme.test/training/lti/courses/x?launch=%20abc_DEF-123%20"))).toBe("abc_DEF-123");
    expect(readLaunchToken(new URL("https://acme.test/lti/complete"))).toBe("");
    expect(readLaunchToken(new URL(`https://acme.test/lti/complete?launch=${"a".repeat(400)}`))).toHaveLength(256);
  });

  it("is kept on the next page of the flow, in the page's language", () => {
    expect(launchPath("/lti/complete", "tok-1", "pt")).toBe("/pt/lti/complete?launch=tok-1");
    expect(launchPath("/lti/complete", "tok 1", "en")).toBe("/lti/complete?launch=tok%201");
    expect(launchPath("/training/lti/deep-linking?page=2", "t")).toBe("/training/lti/deep-linking?page=2&launch=t");
  });
});
