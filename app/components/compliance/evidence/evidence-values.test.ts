import { describe, expect, it } from "vitest";
import { checkEvidence } from "./evidence-form-schema.ts";
import { evidenceChanges, evidenceFieldOf, isDay, isWebAddress, linkBody, uploadForm, type EvidenceDraft } from "./evidence-values.ts";

const draft = (over: Partial<EvidenceDraft> = {}): EvidenceDraft => ({
  kind: "file",
  file: { name: "policy.pdf", size: 2048 },
  title: "",
  url: "",
  description: "",
  validUntil: "",
  ...over,
});
const fields = (d: EvidenceDraft, mode: "create" | "edit" = "create") => checkEvidence(d, mode).map((p) => `${p.field}:${p.key}`);

describe("the evidence dialogs' checks", () => {
  it("needs a file within 10 MB to upload; its title may be left to the file's name", () => {
    expect(fields(draft())).toEqual([]);
    expect(fields(draft({ file: null }))).toEqual(["file:compliance:errors.fileRequired"]);
    expect(checkEvidence(draft({ file: { name: "big.pdf", size: 10 * 1024 * 1024 + 1 } }), "create")).toEqual([
      { field: "file", key: "compliance:errors.fileTooLarge", vars: { max: 10 } },
    ]);
    expect(fields(draft({ file: { name: "empty.txt", size: 0 } }))).toEqual(["file:compliance:errors.fileEmpty"]);
  });

  it("needs a title and an http or https address without credentials for a link", () => {
    const link = draft({ kind: "link", file: null });
    expect(fields(link)).toEqual(["title:errors:required", "url:errors:required"]);
    expect(fields({ ...link, title: "Policy", url: "ftp://files.acme.test/p.pdf" })).toEqual(["url:compliance:errors.invalidUrl"]);
    expect(fields({ ...link, title: "Policy", url: "https://user:pw@acme.test/" })).toEqual(["url:compliance:errors.invalidUrl"]);
    expect(fields({ ...link, title: "Policy", url: " https://docs.acme.test/policy " })).toEqual([]);
    expect(isWebAddress("http://intranet/policy")).toBe(true);
  });

  it("takes a real calendar day as the end date, or none", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("31/12/2026")).toBe(false);
    expect(fields(draft({ validUntil: "2026-13-01" }))).toEqual(["validUntil:compliance:errors.invalidDate"]);
    expect(fields(draft({ title: "x".repeat(201), description: "y".repeat(2001) }))).toEqual([
      "title:errors:tooLong",
      "description:errors:tooLong",
    ]);
    // editing: the title cannot be emptied, and nothing about the file or address is asked
    expect(fields(draft({ kind: "link", file: null, title: " " }), "edit")).toEqual(["title:errors:required"]);
  });

  it("sends a link with its requirements, and a file as a form with the fields given", async () => {
    expect(
      linkBody(draft({ kind: "link", title: " Policy ", url: " https://docs.acme.test/p ", validUntil: "2026-12-31" }), [
        "iso-27001-2022:A.5.1",
      ]),
    ).toEqual({
      title: "Policy",
      url: "https://docs.acme.test/p",
      description: null,
      validUntil: "2026-12-31",
      requirementIds: ["iso-27001-2022:A.5.1"],
    });
    const file = new File(["%PDF-1.4"], "policy.pdf", { type: "application/pdf" });
    const form = uploadForm(file, draft({ validUntil: "2026-12-31", description: "  " }), ["iso-27001-2022:A.5.1", "lgpd:LGPD-art.-46"]);
    expect((form.get("file") as File).name).toBe("policy.pdf");
    expect(form.get("title")).toBeNull();
    expect(form.get("description")).toBeNull();
    expect(form.get("validUntil")).toBe("2026-12-31");
    expect(form.getAll("requirementIds")).toEqual(["iso-27001-2022:A.5.1", "lgpd:LGPD-art.-46"]);
  });

  it("changes only what was edited, clearing an emptied end date", () => {
    const before = { title: "Policy", description: null, validUntil: "2026-12-31" };
    expect(evidenceChanges(before, draft({ title: "Policy", validUntil: "2026-12-31" }))).toEqual({});
    expect(evidenceChanges(before, draft({ title: "Policy v2", validUntil: "" }))).toEqual({ title: "Policy v2", validUntil: null });
    expect(evidenceChanges(before, draft({ title: "Policy", description: "Signed copy", validUntil: "2026-12-31" }))).toEqual({
      description: "Signed copy",
    });
    expect(evidenceFieldOf("requirementIds.0")).toBe("requirementIds");
    expect(evidenceFieldOf("body.validUntil")).toBe("validUntil");
    expect(evidenceFieldOf("somethingElse")).toBeNull();
  });
});
