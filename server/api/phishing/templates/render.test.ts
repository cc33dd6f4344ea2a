import { describe, expect, it } from "vitest";
import type { TemplateContent } from "../../../../contract/phishing.ts";
import { render, type TemplateRow } from "./index.ts";
import { qrPng, sanitize, unknownFields } from "./render.ts";

// A template's HTML made safe and a message rendered for one person: what a recipient's mail
// client and the landing page receive.

const words = (over: Partial<TemplateContent> = {}): TemplateContent => ({
  name: "Password expiry",
  senderName: "IT at {{company}}",
  senderLocal: "it-desk",
  subject: "{{first_name}}, your password expires today",
  html: '<html><body><p>Hi {{first_name}},</p><p data-flag="urgency">Today!</p><a href="{{link}}">Keep it</a></body></html>',
  text: "Hi {{first_name}}, open {{link}}",
  redFlags: [{ id: "urgency", target: "body", title: "Urgency", detail: "Pressure to act now." }],
  ...over,
});
const row = (over: Partial<TemplateRow> = {}): TemplateRow =>
  ({
    id: "00000000-0000-4000-8000-000000000001",
    whitelabelId: null,
    entityId: null,
    slug: "password-expiry",
    category: "credential",
    difficulty: 2,
    landingPageId: "sign-in-then-lesson",
    content: { en: words(), pt: words({ subject: "{{first_name}}, sua senha expira hoje" }) },
    sourceId: null,
    createdBy: null,
    archivedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...over,
  }) as TemplateRow;
const values = {
  first_name: 'Ana <b>"x"</b>',
  company: "Acme & Co",
  link: "https://acme.test/s/tok?a=1&b=2",
  report_link: "https://acme.test/r",
};

describe("sanitising a template's HTML", () => {
  it("removes scripts, handlers, forms, frames, objects, javascript: URLs, outside stylesheets and unsafe images", () => {
    const out = sanitize(
      [
        '<p onclick="steal()">Hello<script>alert(1)</script></p>',
        '<form action="https://evil.test"><input name="p"></form>',
        '<iframe src="https://evil.test"></iframe><object data="x.swf"></object>',
        '<a href="javascript:alert(1)">x</a><a href="{{link}}">ok</a>',
        '<link rel="stylesheet" href="https://evil.test/s.css"><style>body{}</style>',
        '<div style="background:url(https://tracker.test/b.png)">bg</div><p style="color: red">red</p>',
        '<img src="http://tracker.test/a.png"><img src="data:image/svg+xml;base64,AA"><img src="https://cdn.test/logo.png" alt="logo">',
      ].join(""),
    );
    expect(out).not.toMatch(/script|onclick|<form|<input|iframe|object|javascript:|stylesheet|<style|tracker\.test|svg/i);
    expect(out).toContain('<a href="{{link}}">ok</a>');
    expect(out).toContain('<div>bg</div><p style="color:red">red</p><img src="https://cdn.test/logo.png" alt="logo" />');
  });
});

describe("rendering a message", () => {
  it("fills merge fields, escaped in the HTML and raw in the text, subject and sender, and strips the flags' marks for sending", () => {
    const m = render(row(), "en", values);
    expect(m.subject).toBe('Ana <b>"x"</b>, your password expires today');
    expect(m.senderName).toBe("IT at Acme & Co");
    expect(m.html).toContain('Hi Ana &lt;b&gt;"x"&lt;/b&gt;,');
    expect(m.html).toContain('href="https://acme.test/s/tok?a=1&amp;b=2"');
    expect(m.html).not.toContain("data-flag");
    expect(m.text).toBe('Hi Ana <b>"x"</b>, open https://acme.test/s/tok?a=1&b=2');
    expect(m.inline).toEqual([]);
  });

  it("keeps the flags' marks for the landing page, and uses the template's other language when it lacks the person's", () => {
    const m = render(row({ content: { pt: words({ subject: "Olá {{first_name}}" }) } }), "en", values, { keepFlags: true });
    expect(m.language).toBe("pt");
    expect(m.subject).toBe('Olá Ana <b>"x"</b>');
    expect(m.html).toContain('data-flag="urgency"');
  });

  it("adds the open-tracking pixel before </body>, in the HTML only", () => {
    const m = render(row(), "pt", { ...values, pixel: "https://acme.test/s/tok/o.gif" });
    expect(m.html).toMatch(/<img src="https:\/\/acme\.test\/s\/tok\/o\.gif" width="1" height="1" alt=""><\/body>/);
    expect(m.text).not.toContain("o.gif");
    expect(m.subject).toContain("sua senha");
  });

  it("puts a QR code template's link in an inline PNG by cid, or a data: URL when the flags are kept", () => {
    const qr = row({ category: "qr-code", content: { en: words({ html: '<p>Scan</p><img data-qr alt="QR code">' }) } });
    const sent = render(qr, "en", values);
    expect(sent.html).toContain('src="cid:qr@simulation"');
    expect(sent.inline).toHaveLength(1);
    expect(sent.inline[0]).toMatchObject({ cid: "qr@simulation", contentType: "image/png" });
    expect(sent.inline[0]!.content.subarray(1, 4).toString("ascii")).toBe("PNG");
    const landing = render(qr, "en", values, { keepFlags: true });
    expect(landing.html).toContain('src="data:image/png;base64,');
    expect(landing.inline).toEqual([]);
  });

  it("draws a QR code whose PNG size follows the link's length, and lists unknown fields once", () => {
    expect(qrPng("https://a.test/s/x").length).toBeGreaterThan(100);
    expect(unknownFields("{{first_name}} {{ firstname }}", "{{link}} {{firstname}} {{x.y}}")).toEqual(["{{firstname}}", "{{x.y}}"]);
  });
});
