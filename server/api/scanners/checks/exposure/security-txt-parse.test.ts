import { describe, expect, it } from "vitest";
import { parseDateTime, parseSecurityTxt } from "./security-txt-parse.ts";

const codes = (text: string) => parseSecurityTxt(text).problems.map((p) => p.code);

const GOOD = [
  "# Our security contacts",
  "Contact: mailto:security@example.com",
  "Contact: https://example.com/report",
  "Contact: tel:+55-11-5555-0100",
  "Expires: 2030-01-31T23:59:59Z",
  "Encryption: openpgp4fpr:5f2de5521c63a801ab59ccb603d49de44b29100f",
  "Preferred-Languages: en, pt-BR",
  "Canonical: https://example.com/.well-known/security.txt",
  "Policy: https://example.com/security-policy",
  "Hiring: https://example.com/jobs",
  "Acknowledgments: https://example.com/thanks",
  "X-Extension: anything the registry may add later",
  "",
].join("\r\n");

describe("security.txt by RFC 9116's grammar", () => {
  it("reads a complete file: contacts in order, one Expires, Canonical, extensions left alone", () => {
    const file = parseSecurityTxt(GOOD);
    expect(file.problems).toEqual([]);
    expect(file.signed).toBe(false);
    expect(file.contacts).toEqual(["mailto:security@example.com", "https://example.com/report", "tel:+55-11-5555-0100"]);
    expect(file.expires).toBe(Date.UTC(2030, 0, 31, 23, 59, 59));
    expect(file.canonical).toEqual(["https://example.com/.well-known/security.txt"]);
    expect(file.fields.map((f) => f.name)).toContain("x-extension");
  });

  it("takes field names in any case", () => {
    expect(parseSecurityTxt("CONTACT: mailto:a@b.example\nexpires: 2030-01-01T00:00:00+02:00\n")).toMatchObject({
      problems: [],
      contacts: ["mailto:a@b.example"],
      expires: Date.UTC(2029, 11, 31, 22),
    });
  });

  it("requires a Contact and exactly one valid Expires", () => {
    expect(codes("Expires: 2030-01-31T23:59:59Z\n")).toEqual(["noContact"]);
    expect(codes("Contact: mailto:a@b.example\n")).toEqual(["noExpires"]);
    expect(
      parseSecurityTxt("Contact: mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nExpires: 2031-01-31T23:59:59Z\n").problems,
    ).toEqual([{ code: "manyExpires", lines: [2, 3] }]);
    expect(parseSecurityTxt("Contact: mailto:a@b.example\nExpires: 31/01/2030\n").problems).toEqual([{ code: "badExpires", lines: [2] }]);
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-13-01T00:00:00Z\n")).toEqual(["badExpires"]);
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-01-31\n")).toEqual(["badExpires"]);
  });

  it("wants contacts as URIs, and web addresses over https", () => {
    expect(parseSecurityTxt("Contact: security@example.com\nExpires: 2030-01-31T23:59:59Z\n").problems).toEqual([
      { code: "contactNotUri", lines: [1] },
    ]);
    expect(codes("Contact: http://example.com/report\nExpires: 2030-01-31T23:59:59Z\n")).toEqual(["insecureContact"]);
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nPolicy: http://example.com/policy\n")).toEqual([
      "insecureUri",
    ]);
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nCanonical: /.well-known/security.txt\n")).toEqual(["badUri"]);
  });

  it("flags lines outside the grammar, and keeps what a field without its space means", () => {
    const file = parseSecurityTxt("Contact:mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nthis is not a field\nEmpty:\n");
    expect(file.problems).toEqual([{ code: "badLine", lines: [1, 3, 4] }]);
    expect(file.contacts).toEqual(["mailto:a@b.example"]);
  });

  it("allows one Preferred-Languages of language tags", () => {
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nPreferred-Languages: en\nPreferred-Languages: pt\n")).toEqual(
      ["manyLanguages"],
    );
    expect(codes("Contact: mailto:a@b.example\nExpires: 2030-01-31T23:59:59Z\nPreferred-Languages: English; Portuguese\n")).toEqual([
      "badLine",
    ]);
  });

  it("reads the text inside an OpenPGP cleartext signature, dash-escaped lines included", () => {
    const signed = [
      "-----BEGIN PGP SIGNED MESSAGE-----",
      "Hash: SHA512",
      "",
      "- # dash-escaped comment",
      "Contact: mailto:security@example.com",
      "Expires: 2030-01-31T23:59:59Z",
      "-----BEGIN PGP SIGNATURE-----",
      "",
      "iHUEARYKAB0WIQRfLeVSHGOoAatZzLYD1J3kSykQDwUCZQAAAAAKCRAD1J3kSykQ",
      "-----END PGP SIGNATURE-----",
      "",
    ].join("\n");
    const file = parseSecurityTxt(signed);
    expect(file).toMatchObject({ signed: true, problems: [], contacts: ["mailto:security@example.com"] });
    expect(file.fields[0]!.line).toBe(5);
    expect(codes(signed.replace("-----END PGP SIGNATURE-----", ""))).toEqual(["badSignature"]);
    expect(codes(`Contact: mailto:injected@evil.example\n${signed}`)).toEqual(["badSignature"]);
  });

  it("parses RFC 3339 date-times only", () => {
    expect(parseDateTime("2030-01-31T23:59:59.5z")).toBe(Date.UTC(2030, 0, 31, 23, 59, 59, 500));
    expect(parseDateTime("2030-01-31 23:59:59Z")).toBeNull();
    expect(parseDateTime("Thu, 31 Jan 2030 23:59:59 GMT")).toBeNull();
  });
});
