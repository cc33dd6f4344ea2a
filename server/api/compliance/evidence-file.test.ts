import { describe, expect, it } from "vitest";
import { cleanFileName, sniffEvidence } from "./evidence-file.ts";
import { evidenceUrl } from "./evidence.ts";

// Evidence files judged by their bytes, whatever their name or declared type says.

const enc = (s: string) => new TextEncoder().encode(s);
const zip = (...names: string[]) => {
  const parts = names.map((n) => `PK\u0003\u0004${"\u0000".repeat(26)}${n}`);
  return enc(parts.join("") + "PK\u0001\u0002");
};

describe("evidence file types", () => {
  it("recognises the accepted types by content", () => {
    expect(sniffEvidence(enc("%PDF-1.7\n..."), "policy.pdf")).toEqual({ ok: true, type: "pdf" });
    expect(sniffEvidence(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "shot.png")).toEqual({
      ok: true,
      type: "png",
    });
    expect(sniffEvidence(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "photo.jpeg")).toEqual({ ok: true, type: "jpeg" });
    expect(sniffEvidence(enc("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), "a.webp")).toEqual({ ok: true, type: "webp" });
    expect(sniffEvidence(zip("[Content_Types].xml", "word/document.xml"), "minutes.docx")).toEqual({ ok: true, type: "docx" });
    expect(sniffEvidence(zip("[Content_Types].xml", "xl/workbook.xml"), "register.xlsx")).toEqual({ ok: true, type: "xlsx" });
    expect(sniffEvidence(enc(`PK\u0003\u0004${"\u0000".repeat(26)}mimetypeapplication/vnd.oasis.opendocument.text`), "a.odt")).toEqual({
      ok: true,
      type: "odt",
    });
    expect(sniffEvidence(enc("name,date\nAna,2025-01-01\n"), "log.csv")).toEqual({ ok: true, type: "csv" });
    expect(sniffEvidence(enc("Backup restored on 2025-03-01.\n"), "restore.log")).toEqual({ ok: true, type: "txt" });
    expect(sniffEvidence(enc("%PDF-1.7"), "no-extension")).toEqual({ ok: true, type: "pdf" });
  });

  it("refuses markup whatever its name, files disguised as another type, and anything else", () => {
    expect(sniffEvidence(enc("<!DOCTYPE html><html>…"), "report.pdf")).toMatchObject({ ok: false, reason: "markup" });
    expect(sniffEvidence(enc("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'/>"), "chart.txt")).toMatchObject({
      ok: false,
      reason: "markup",
    });
    expect(sniffEvidence(enc("Totals\n<script>alert(1)</script>"), "notes.txt")).toMatchObject({ ok: false, reason: "markup" });
    expect(sniffEvidence(enc("%PDF-1.4"), "photo.png")).toEqual({ ok: false, reason: "disguised", extension: "png", detected: "pdf" });
    expect(sniffEvidence(enc("just text"), "scan.pdf")).toMatchObject({ ok: false, reason: "disguised" });
    expect(sniffEvidence(enc("%PDF-1.4"), "policy.html")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(sniffEvidence(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), "setup.txt")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(sniffEvidence(zip("evil.exe"), "archive.docx")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(sniffEvidence(new Uint8Array(), "empty.pdf")).toEqual({ ok: false, reason: "empty" });
  });

  it("keeps a safe file name and takes only http and https links without credentials", () => {
    expect(cleanFileName('C:\\fakepath\\Plano "final".pdf', "pdf")).toBe("Plano final.pdf");
    expect(cleanFileName("../", "pdf")).toBe("evidence.pdf");
    expect(evidenceUrl("https://wiki.acme.test/a b")).toBe("https://wiki.acme.test/a%20b");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://files.acme.test/x", "https://u:p@acme.test/", "not a url"])
      expect(evidenceUrl(bad)).toBeNull();
  });
});
