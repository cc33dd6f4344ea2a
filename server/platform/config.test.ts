import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      BASE_DOMAIN: "localhost",
      PRODUCT_SLUG: "shield",
      PUBLIC_URL: "http://localhost:3000",
      SEED_DEMO: true,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("lists every invalid setting with a readable reason", () => {
    expect(() => loadConfig({ PORT: "99999", DATABASE_URL: "mysql://x", PUBLIC_URL: "not a url", SMTP_URL: "http://x" })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*PUBLIC_URL: must be an absolute URL.*\n.*SMTP_URL: must be an smtp/,
    );
  });

  it("parses the trusted proxies list", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, ::1" }).TRUST_PROXY).toEqual(["127.0.0.1", "::1"]);
  });
});
