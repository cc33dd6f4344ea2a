import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl.ts";

describe("Intl formatters made once", () => {
  it("format as a new formatter would, and are made once per language and options", () => {
    const day = new Date("2026-11-25T12:00:00Z");
    expect(dateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe(
      new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(day),
    );
    expect(dateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }),
    );
    expect(dateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })).not.toBe(
      dateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }),
    );
    expect(numberFormat("en-US", { style: "currency", currency: "USD" }).format(12.5)).toBe("$12.50");
    expect(numberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(12.5)).toBe(
      new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(12.5),
    );
    expect(relativeTimeFormat("pt-BR", { numeric: "auto" }).format(-1, "day")).toBe("ontem");
  });
});
