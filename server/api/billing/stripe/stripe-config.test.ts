import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config.ts";
import { apiAddress } from "./client.ts";

const KEYS = { STRIPE_SECRET_KEY: "sk_test_51AbCdEfGh", STRIPE_WEBHOOK_SECRET: "whsec_AbCdEfGh12345678" };

describe("Stripe's configuration", () => {
  it("is off by default, and lets Checkout offer card, boleto and pix for BRL where the account has them", () => {
    const c = loadConfig({});
    expect(c.STRIPE_SECRET_KEY).toBeUndefined();
    expect(c.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(c.STRIPE_BRL_PAYMENT_METHODS).toEqual(["card", "boleto", "pix"]);
  });

  it("takes a key with its webhook secret, the BRL methods as a list, and another API address", () => {
    const c = loadConfig({ ...KEYS, STRIPE_BRL_PAYMENT_METHODS: "card, Boleto,card", STRIPE_API_BASE: "http://127.0.0.1:12111" });
    expect(c).toMatchObject({ ...KEYS, STRIPE_BRL_PAYMENT_METHODS: ["card", "boleto"], STRIPE_API_BASE: "http://127.0.0.1:12111" });
    expect(apiAddress(c.STRIPE_API_BASE)).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(apiAddress("https://stripe.internal.example")).toEqual({ host: "stripe.internal.example", port: 443, protocol: "https" });
    expect(apiAddress(undefined)).toEqual({});
  });

  it("says what is wrong with each bad setting", () => {
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: "pk_live_123456789",
        STRIPE_WEBHOOK_SECRET: "secret",
        STRIPE_API_BASE: "ftp://x",
        STRIPE_BRL_PAYMENT_METHODS: "card,paypal",
      }),
    ).toThrowError(
      /STRIPE_SECRET_KEY: must be a Stripe secret key.*\n.*STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret.*\n.*STRIPE_API_BASE: must be a scheme, host and port only.*\n.*STRIPE_BRL_PAYMENT_METHODS.*: must list card, boleto or pix/,
    );
    expect(() => loadConfig({ ...KEYS, STRIPE_API_BASE: "http://127.0.0.1:12111/v1" })).toThrowError(
      /STRIPE_API_BASE: must be a scheme, host and port only/,
    );
    expect(() => loadConfig({ STRIPE_BRL_PAYMENT_METHODS: " , " })).toThrowError(/STRIPE_BRL_PAYMENT_METHODS: must list at least one/);
  });

  it("refuses a key without the webhook's secret, and a secret without a key", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrowError(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toThrowError(/set both or neither/);
  });
});
