// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PhishingTemplate, TemplateContent } from "../../../../contract/phishing.ts";
import { answerApi, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { TemplateEditor } from "./template-editor.tsx";
import { TemplateView } from "./template-view.tsx";

// A template's page as a manager uses it: the library's read-only in a frame that runs nothing,
// the editor's live preview of unsaved words, its checks before saving, and what it saves.

const id = "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f";
const words = (over: Partial<TemplateContent> = {}): TemplateContent => ({
  name: "Payslip ready",
  senderName: "HR",
  senderLocal: "hr",
  subject: "Your payslip",
  html: '<p data-flag="link">Open {{link}}</p>',
  text: "Open {{link}}",
  redFlags: [{ id: "link", target: "body", title: "Odd link", detail: "It goes elsewhere." }],
  ...over,
});
const template = (over: Partial<PhishingTemplate> = {}): PhishingTemplate => ({
  id,
  slug: null,
  library: false,
  category: "hr",
  difficulty: 2,
  landingPageId: "lesson",
  languages: ["en"],
  name: "Payslip ready",
  subject: "Your payslip",
  senderName: "HR",
  redFlagCount: 1,
  campaignCount: 0,
  updatedAt: "2026-11-29T12:00:00.000Z",
  content: { en: words() },
  ...over,
});
const preview = (subject: string, unknownFields: string[] = []) => ({
  language: "en",
  from: "HR <hr@example.com>",
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  redFlags: [],
  unknownFields,
});

let page: Mounted;
afterEach(() => {
  page.unmount();
  vi.useRealTimers();
});
const q = (selector: string) => page.host.querySelector(selector);
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  });
const afterTyping = async () => {
  await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
  await settle();
};

describe("a library template", () => {
  it("shows its message in a sandboxed frame with its red flags, in each language", async () => {
    answerApi(() => ({ status: 200, body: {} }));
    const lib = template({
      library: true,
      slug: "payslip",
      languages: ["en", "pt"],
      content: { en: words(), pt: words({ subject: "Seu holerite" }) },
    });
    page = await mountInPage(
      createElement(TemplateView, {
        template: lib,
        previews: {
          en: { from: "HR <hr@x>", subject: "Your payslip", html: "<p>en</p>" },
          pt: { from: "RH <hr@x>", subject: "Seu holerite", html: "<p>pt</p>" },
        },
        canManage: true,
      }),
    );
    const frame = q("iframe");
    expect(frame?.getAttribute("sandbox")).toBe("");
    expect(frame?.getAttribute("srcdoc")).toBe("<p>en</p>");
    expect(q("[data-testid=phishing-red-flags]")?.textContent).toContain("Odd link");
    await act(async () => (q("[role=tab]:not([aria-selected=true])") as HTMLButtonElement).click());
    expect(q("iframe")?.getAttribute("srcdoc")).toBe("<p>pt</p>");
    expect(button("Clone to edit")).not.toBeNull();
  });
});

describe("the template editor", () => {
  it("previews the unsaved words once typing pauses, listing fields that are not merge fields", async () => {
    const calls = answerApi((_p, init) => {
      const body = JSON.parse(String(init.body)) as { content: TemplateContent };
      return { status: 200, body: preview(body.content.subject, body.content.subject.includes("{{nome}}") ? ["{{nome}}"] : []) };
    });
    // the clock is ours before the editor asks for its first preview
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    page = await mountInPage(createElement(TemplateEditor, { template: template() }));
    await afterTyping();
    expect(q("iframe")?.getAttribute("srcdoc")).toBe("<p>Your payslip</p>");
    await typeInto(fieldLabelled(page.host, "Subject").control, "Hi {{nome}}");
    await afterTyping();
    expect(q("iframe")?.getAttribute("srcdoc")).toBe("<p>Hi {{nome}}</p>");
    expect(q("[data-testid=phishing-unknown-fields]")?.textContent).toBe("Not merge fields: {{nome}}");
    expect(calls.filter((c) => c.path === `/api/phishing/templates/${id}/preview`)).toHaveLength(2);
  });

  it("says what is wrong beside the field before saving, then saves the whole template", async () => {
    const calls = answerApi((_path, init) =>
      init.method === "PUT" ? { status: 200, body: template() } : { status: 200, body: preview("x") },
    );
    page = await mountInPage(createElement(TemplateEditor, { template: template() }));
    await typeInto(fieldLabelled(page.host, "Subject").control, "");
    await act(async () => button("Save")!.click());
    expect(fieldLabelled(page.host, "Subject")).toMatchObject({ invalid: true, error: "This field is required." });
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await typeInto(fieldLabelled(page.host, "Subject").control, "Payslip of November");
    expect(fieldLabelled(page.host, "Subject").invalid).toBe(false);
    await act(async () => button("Save")!.click());
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe(`/api/phishing/templates/${id}`);
    expect(put?.body).toMatchObject({
      category: "hr",
      difficulty: 2,
      landingPageId: "lesson",
      content: { en: { subject: "Payslip of November" } },
    });
  });
});
