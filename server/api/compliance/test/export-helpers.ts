import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { complianceAuditEvents } from "../schema.ts";
import { users } from "../../identity/schema.ts";
import type { ComplianceClient } from "./compliance-helpers.ts";
import type { TestApp } from "../../../test/harness.ts";

/** Adopts a framework unless the entity already follows it (the demo may have adopted it). */
export async function adopt(c: ComplianceClient, slug: string) {
  const res = await c.post("/compliance/adoptions", { slug });
  expect([201, 409]).toContain(res.status);
}

/** A person's id by e-mail. */
export async function userId(t: TestApp, email: string) {
  return (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

/** How many lines the whole audit trail holds (an export must add none). */
export async function auditLines(t: TestApp) {
  return (await t.database.db.select({ id: complianceAuditEvents.id }).from(complianceAuditEvents)).length;
}

/** A downloaded file: 200, its type, an attachment with a sensible name, never cached; the bytes. */
export async function download(res: Response | Promise<Response>, type: string, name: RegExp) {
  const r = await res;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${await r.text()}`);
  expect(r.headers.get("content-type")).toBe(type);
  const disposition = r.headers.get("content-disposition") ?? "";
  expect(disposition).toMatch(/^attachment; filename="[a-z0-9.-]+"$/);
  expect(disposition.match(/filename="(.+)"/)![1]).toMatch(name);
  expect(r.headers.get("cache-control")).toBe("private, no-store");
  return new Uint8Array(await r.arrayBuffer());
}

/** A workbook read back as a spreadsheet program reads it. */
export async function readXlsx(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A cell's value as text (rich text and dates flattened), or null when empty. */
export function cellText(cell: ExcelJS.Cell): string | null {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === "object" && "richText" in v) return v.richText.map((r) => r.text).join("");
  return String(v);
}

/** The rows of a table sheet below its header row, as texts by column header. */
export function tableOf(sheet: ExcelJS.Worksheet, headerRow: number) {
  const header = (sheet.getRow(headerRow).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string | null>[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, cellText(row.getCell(i + 1))])));
  }
  return { header, rows };
}
