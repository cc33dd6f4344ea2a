import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_OPERATIONS } from "../../../areas.ts";
import { createApi } from "../../app.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { readPdf } from "../../../test/pdf-text.ts";
import { EXPORT_PATH, EXPORT_TYPES, exportQuerySchema } from "./routes.ts";
import { campaign, companyTemplate, group, person } from "../test/results-fixtures.ts";

// A campaign's results as files: the recipients' CSV and XLSX, and the branded PDF report.

const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("a phishing campaign's exports on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let id: string;
  let globexCampaign: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const [M, L] = [await person(db, "manager@acme.test"), await person(db, "learner@acme.test")];
    const tpl = await companyTemplate(db, M, "Password expiry");
    id = await campaign(db, M, {
      name: "Spring check",
      templateId: tpl,
      startedDaysAgo: 5,
      people: [
        { email: "learner@acme.test", name: "Lee Learner", userId: L.userId, open: 1, click: 7, device: "mobile" },
        { email: "manager@acme.test", name: "Mia Manager", userId: M.userId, open: 2, report: 12 },
        { email: "=cmd@acme.test", name: '=HYPERLINK("x")' },
      ],
    });
    await group(db, M, "Finance", [L.userId]);
    const G = await person(db, "manager@globex.test");
    globexCampaign = await campaign(db, G, { name: "Globex", templateId: await companyTemplate(db, G), startedDaysAgo: 2, people: [] });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t.close());

  const get = (query: string, cookie = manager, campaignId = id) =>
    t.req(`/api/phishing/campaigns/${campaignId}/export?${query}`, { ...withCookie(cookie), host: ACME });
  const download = async (query: string, type: string) => {
    const res = await get(query);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toContain(type);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="spring-check/);
    return new Uint8Array(await res.arrayBuffer());
  };

  it("writes the recipients as CSV, one row each, formulas kept as text", async () => {
    const csv = new TextDecoder().decode(await download("format=csv&locale=en", "text/csv"));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("Name,E-mail,Template,Outcome,Sent,Opened,First click,Clicks");
    expect(lines).toHaveLength(4);
    const lee = lines.find((l) => l.startsWith("Lee Learner"))!;
    expect(lee).toContain("Password expiry");
    expect(lee).toContain("Clicked");
    expect(lee).toContain(",7,"); // minutes from delivery to the click
    expect(lee).toContain("Phone");
    expect(lines.find((l) => l.startsWith("Mia Manager"))).toContain("Reported");
    expect(lines.some((l) => l.startsWith("'=HYPERLINK") || l.startsWith("\"'=HYPERLINK"))).toBe(true);
  });

  it("writes the same as an XLSX workbook that opens, in Portuguese when asked", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download("format=xlsx&locale=pt", EXPORT_TYPES.xlsx)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("Destinatários");
    expect(sheet.getRow(1).getCell(1).value).toBe("Nome");
    expect(sheet.rowCount).toBe(4);
    const names = [2, 3, 4].map((n) => sheet.getRow(n).getCell(1).value);
    expect(names).toContain("Lee Learner");
    expect(names).toContain('=HYPERLINK("x")');
  });

  it("writes the branded PDF report with the funnel, rates, red flags and groups", async () => {
    const pdf = await readPdf(await download("format=pdf&locale=en", "application/pdf"));
    const text = pdf.text.join("\n");
    expect(pdf.title).toBe("Phishing simulation report: Spring check");
    expect(text).toContain("Targeted: 3");
    expect(text).toContain("Delivered: 3");
    expect(text).toContain("Clicked: 1 (33.3 %)");
    expect(text).toContain("Reported: 1 (33.3 %)");
    expect(text).toContain("Phish-prone: 33.3 %");
    expect(text).toContain("Look-alike sender");
    expect(text).toContain("Finance: 1 received, 100 % phish-prone");
    expect(text).toContain("Median time to the first click: 7 minutes");
    const pt = (await readPdf(await download("format=pdf&locale=pt", "application/pdf"))).text.join("\n");
    expect(pt).toContain("Taxa de denúncia: 33,3 %");
  });

  it("refuses a bad format (400), no session (401), a learner (403) and another company's campaign (404)", async () => {
    expect((await get("format=docx")).status).toBe(400);
    expect((await t.req(`/api/phishing/campaigns/${id}/export?format=csv`, { host: ACME })).status).toBe(401);
    expect((await get("format=csv", learner)).status).toBe(403);
    expect((await get("format=csv", manager, globexCampaign)).status).toBe(404);
    expect((await get("format=pdf", manager, crypto.randomUUID())).status).toBe(404);
  });

  it("declares the query schema the contract's download table names", () => {
    const op = FILE_OPERATIONS[`GET ${EXPORT_PATH}`]!;
    expect(op.query).toBe(exportQuerySchema);
    const route = createApi(t.services)
      .openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [d.route] : []))
      .find((r) => r.method === "get" && r.path === EXPORT_PATH)!;
    expect(route.request?.query).toBe(exportQuerySchema);
    expect(Object.keys((route.responses["200"] as { content: object }).content)).toContain(op.contentType);
  });
});
