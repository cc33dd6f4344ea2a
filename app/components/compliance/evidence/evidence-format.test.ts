import { describe, expect, it } from "vitest";
import {
  daysBetween,
  evidenceHref,
  formatDay,
  formatSize,
  hostOf,
  requirementPath,
  todayUtc,
  typeName,
  validityOf,
} from "./evidence-format.ts";

describe("how evidence reads in the library", () => {
  it("tells valid, expiring soon (30 days, the last day included), expired and open-ended evidence apart", () => {
    const today = "2026-03-01";
    expect(validityOf({ validUntil: null, state: "valid" }, today)).toBe("open");
    expect(validityOf({ validUntil: "2026-03-31", state: "valid" }, today)).toBe("expiringSoon");
    expect(validityOf({ validUntil: "2026-04-01", state: "valid" }, today)).toBe("valid");
    expect(validityOf({ validUntil: "2026-03-01", state: "valid" }, today)).toBe("expiringSoon");
    // the API's word on expiry wins, whatever the browser's clock says
    expect(validityOf({ validUntil: "2026-02-28", state: "expired" }, today)).toBe("expired");
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(todayUtc(new Date("2026-05-04T23:30:00-03:00"))).toBe("2026-05-05");
  });

  it("writes days, sizes and types as people read them, in both languages", () => {
    expect(formatDay("2026-12-31", "en")).toBe("Dec 31, 2026");
    expect(formatDay("2026-12-31", "pt")).toBe("31 de dez. de 2026");
    expect(formatSize(900, "en")).toBe("900 B");
    expect(formatSize(1536, "en")).toBe("1.5 KB");
    expect(formatSize(1536, "pt")).toBe("1,5 KB");
    expect(formatSize(12 * 1024 * 1024, "en")).toBe("12 MB");
    expect(typeName("application/pdf")).toBe("PDF");
    expect(typeName("text/plain; charset=utf-8")).toBe("TXT");
    expect(typeName("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("DOCX");
    expect(typeName(null)).toBeNull();
  });

  it("links a file to its download, a link to its address, and a requirement with its colon encoded", () => {
    expect(evidenceHref({ id: "e1", kind: "file", url: null })).toBe("/api/compliance/evidence/e1/file");
    expect(evidenceHref({ id: "e2", kind: "link", url: "https://docs.acme.test/policy" })).toBe("https://docs.acme.test/policy");
    expect(hostOf("https://docs.acme.test/policy?v=2")).toBe("docs.acme.test");
    expect(hostOf("not a url")).toBeNull();
    expect(requirementPath("iso-27001-2022:A.5.1")).toBe("/compliance/requirements/iso-27001-2022%3AA.5.1");
  });
});
