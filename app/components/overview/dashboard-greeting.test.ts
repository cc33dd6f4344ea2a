import { describe, expect, it } from "vitest";
import ptAssistant from "../../../contract/i18n/pt/product/assistant.json" with { type: "json" };
import enAssistant from "../../../contract/i18n/en/product/assistant.json" with { type: "json" };
import { dashboardHeaderKey } from "./dashboard-greeting.ts";

describe("the dashboard's greeting", () => {
  it("welcomes a first visit, with nothing started, instead of welcoming back, in both languages", () => {
    const first = dashboardHeaderKey(0) as keyof typeof enAssistant.headers;
    expect(enAssistant.headers[first]).toMatch(/^Welcome!/);
    expect(enAssistant.headers[first]).not.toMatch(/back|left off/i);
    expect(ptAssistant.headers[first as keyof typeof ptAssistant.headers]).toMatch(/^Boas-vindas!/);
    expect(dashboardHeaderKey(3)).toBe("dashboard");
    expect(enAssistant.headers[dashboardHeaderKey(3) as keyof typeof enAssistant.headers]).toMatch(/^Welcome back/);
    // unknown (the summary did not load): the usual line
    expect(dashboardHeaderKey(null)).toBe("dashboard");
  });
});
