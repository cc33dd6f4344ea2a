import { describe, expect, it } from "vitest";
import { loadCatalogs } from "../../i18n/index.ts";
import { I18n } from "../../i18n/translator.ts";
import { failureText } from "./use-chat.ts";

// What the chat says when an answer does not come: the API's own words, or ours by kind.

async function translator(locale: "en" | "pt") {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const t = i18n.getFixedT("assistants");
  return (key: string) => t(key);
}

describe("a failed question's words", () => {
  it("keeps the API's message, already in the page's language", async () => {
    const t = await translator("en");
    expect(failureText({ status: 429, error: { code: "rate_limited", message: "Slow down a little." } }, t)).toBe("Slow down a little.");
  });

  it("says what happened when the API gave no words: too many questions, no access, gone, no connection", async () => {
    const en = await translator("en");
    const pt = await translator("pt");
    const none = (status: number, code = "http_error") => ({ status, error: { code, message: "" } });
    expect(failureText(none(429), en)).toMatch(/many questions/);
    expect(failureText(none(429), pt)).toMatch(/muitas perguntas/);
    expect(failureText(none(403), en)).toBe("This assistant is not available to you.");
    expect(failureText(none(404), pt)).toBe("Esta conversa não existe mais.");
    expect(failureText(none(503, "network_error"), en)).toMatch(/Could not reach the assistant/);
    expect(failureText(none(500), pt)).toBe("Algo deu errado. Tente de novo.");
  });
});
