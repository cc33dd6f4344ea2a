// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { PhishingTemplate } from "../../../../contract/phishing.ts";
import { answerApi, type Mounted, mountInPage } from "../../../lib/form-test-kit.ts";
import { TemplateList } from "./template-list.tsx";
import { templateFilters } from "./template-query.ts";

// The templates' list as a manager reads it in Portuguese: each template's origin, category,
// difficulty, languages and red flags; the filters as the address holds them; "Clone".

const id = "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f";
const row: Omit<PhishingTemplate, "content"> = {
  id,
  slug: "boleto",
  library: true,
  category: "payment",
  difficulty: 3,
  landingPageId: "lesson",
  languages: ["en", "pt"],
  name: "Boleto alterado",
  subject: "Novo boleto",
  senderName: "Financeiro",
  redFlagCount: 3,
  campaignCount: 0,
  updatedAt: "2026-11-29T12:00:00.000Z",
};

let page: Mounted;
afterEach(() => page.unmount());

describe("the templates' list", () => {
  it("tells each template's facts in the reader's language and keeps the filters of the address", async () => {
    answerApi(() => ({ status: 200, body: {} }));
    const list = { data: [row], page: 1, limit: 25, total: 1 };
    page = await mountInPage(
      createElement(TemplateList, { list, filters: templateFilters("?category=payment&search=boleto"), canManage: true }),
      "pt",
    );
    const text = page.host.querySelector("[data-testid=phishing-template-row]")?.textContent ?? "";
    for (const part of ["Boleto alterado", "Biblioteca", "Pagamento", "3 de 5", "Inglês, Português", "3 sinais de alerta"])
      expect(text).toContain(part);
    expect((page.host.querySelector("#templates-category") as HTMLSelectElement).value).toBe("payment");
    expect((page.host.querySelector("#templates-search") as HTMLInputElement).value).toBe("boleto");
  });

  it("clones a template: reads it whole, then creates the company's copy from it", async () => {
    const calls = answerApi((_p, init) =>
      init.method === "POST"
        ? { status: 201, body: { id: "7b2f3c1e-8f57-4a55-9a8e-2a3b4c5d6e70" } }
        : { status: 200, body: { ...row, content: { en: {} } } },
    );
    page = await mountInPage(
      createElement(TemplateList, { list: { data: [row], page: 1, limit: 25, total: 1 }, filters: templateFilters(""), canManage: true }),
    );
    await act(async () => {
      (page.host.querySelector("[data-testid=phishing-template-clone]") as HTMLButtonElement).click();
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/phishing/templates/${id}`, "POST /api/phishing/templates"]);
    expect(calls[1]!.body).toMatchObject({ fromId: id, category: "payment", difficulty: 3 });
  });

  it("offers no clone or new template to someone who may only read", async () => {
    answerApi(() => ({ status: 200, body: {} }));
    page = await mountInPage(
      createElement(TemplateList, { list: { data: [row], page: 1, limit: 25, total: 1 }, filters: templateFilters(""), canManage: false }),
    );
    expect(page.host.querySelector("[data-testid=phishing-template-clone]")).toBeNull();
    expect(page.host.querySelector("[data-testid=phishing-template-new]")).toBeNull();
  });
});
