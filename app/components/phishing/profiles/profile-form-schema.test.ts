import { describe, expect, it } from "vitest";
import { formValuesOf, profileFormSchema } from "./profile-form-schema.ts";

// The dialog's check is the API's: what it lets through is the body the API takes, what it refuses is told at the field.

const filled = { ...formValuesOf(), name: "Relay", host: "smtp.acme.test", fromAddress: "alerts@acme.test" };

describe("the sending profile form", () => {
  it("makes the API's body: numbers from text, blank optional fields left out", () => {
    const parsed = profileFormSchema.parse({ ...filled, port: "465", security: "tls", ratePerMinute: "" });
    expect(parsed).toEqual({ name: "Relay", host: "smtp.acme.test", port: 465, security: "tls", fromAddress: "alerts@acme.test" });
  });

  it("keeps a password only when one is typed, and refuses bad values at their fields", () => {
    expect(profileFormSchema.parse({ ...filled, username: "u", password: "p w" })).toMatchObject({ username: "u", password: "p w" });
    const bad = profileFormSchema.safeParse({ ...filled, host: "bad host", port: "70000", fromAddress: "x", ratePerMinute: "0" });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["host", "port", "fromAddress", "ratePerMinute"]));
    expect(bad.error!.issues.find((i) => i.path[0] === "port")?.message).toBe("phishing:errors.invalidPort");
  });

  it("starts a new profile on STARTTLS's port, and an edit from the profile with the password blank", () => {
    expect(formValuesOf()).toMatchObject({ security: "starttls", port: "587", password: "" });
    const p = {
      id: "1",
      name: "R",
      host: "h",
      port: 25,
      security: "starttls" as const,
      username: "u",
      hasPassword: true,
      fromAddress: "a@b.c",
      ratePerMinute: 60,
      lastTest: null,
      createdAt: "",
    };
    expect(formValuesOf(p)).toMatchObject({ port: "25", username: "u", password: "", ratePerMinute: "60" });
  });
});
