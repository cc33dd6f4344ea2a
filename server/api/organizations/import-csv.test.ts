import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/import-rules.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { decodeCsv, readCsv, resolveColumns, validateRows } from "./import-csv.ts";

describe("reading a CSV of people", () => {
  it("numbers rows by their line in the file, across quoted line breaks, blank lines and Excel's sep= line", () => {
    const csv = readCsv('sep=;\r\nName;E-mail\r\n"Ana\r\nSilva";ana@example.com\r\n\r\nBob;bob@example.com\r\n;\r\nCid;cid@example.com');
    expect(csv.headers).toEqual(["Name", "E-mail"]);
    expect(csv.rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [3, "Ana\nSilva"],
      [6, "Bob"],
      [8, "Cid"],
    ]);
  });

  it("tells commas from semicolons by the header line, and drops a byte-order mark", () => {
    expect(readCsv('\uFEFFname,email,groups\nA,a@example.com,"X;Y"\n').rows[0]!.cells).toEqual(["A", "a@example.com", "X;Y"]);
    expect(readCsv('name;email;groups\nA;a@example.com;"X,Y"\n').rows[0]!.cells).toEqual(["A", "a@example.com", "X,Y"]);
  });

  it("matches headers in English or Portuguese whatever their case and accents, and lets a mapping win", () => {
    expect(resolveColumns(["NOME", "Endereço de E-mail", "Função", "Departamento", "Língua"], {}).index).toEqual({
      name: 0,
      email: 1,
      role: 2,
      groups: 3,
      language: 4,
    });
    expect(resolveColumns(["Colaborador", "Login"], {}).missing).toEqual(["email"]);
    expect(resolveColumns(["Colaborador", "Login", "Email"], { Login: "email", Email: "ignore" }).index).toEqual({ name: 0, email: 1 });
  });

  it("understands roles and languages in either language, splits groups on | and ;, and folds repeated groups", () => {
    const csv = readCsv(
      'nome,email,grupos,papel,idioma\nAna,ANA@example.com,"Vendas | vendas;Suporte",Gestor,Português\nBia,bia@example.com,,,EN-us\n',
    );
    const { rows, issues } = validateRows(csv, resolveColumns(csv.headers, {}));
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { line: 2, name: "Ana", email: "ana@example.com", groups: ["Vendas", "Suporte"], role: "manager", language: "pt-BR" },
      { line: 3, name: "Bia", email: "bia@example.com", groups: [], role: undefined, language: "en-US" },
    ]);
  });

  it("refuses what is not UTF-8 text or not CSV, naming the line", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as DomainError).messageKey;
      }
      return null;
    };
    expect(code(() => decodeCsv(new Uint8Array([0x41, 0xe3, 0x0a])))).toBe("companyImports:errors.notUtf8");
    expect(code(() => decodeCsv(new Uint8Array([0x41, 0x00, 0x42])))).toBe("companyImports:errors.notText");
    expect(decodeCsv(new TextEncoder().encode("\uFEFFname"))).toBe("name");
    expect(code(() => readCsv('name,email\nA,a@example.com\n"B,b@example.com\n'))).toBe("companyImports:errors.notCsv");
    expect(code(() => readCsv("\n\n"))).toBe("companyImports:errors.noHeader");
    // one unquoted megabyte is a cell too long, not a quoting problem
    expect(code(() => readCsv(`name,email\nAna,${"a".repeat(1024 * 1024)}\n`))).toBe("companyImports:errors.cellTooLong");
    expect(readCsv(`name,email\n${"a".repeat(10_000)},a@example.com\n`).rows).toHaveLength(1);
    expect(code(() => readCsv("name,email\n,\n"))).toBe("companyImports:errors.noRows");
  });

  it("says where a quote was left open: the line it opened on", () => {
    const refusal = (() => {
      try {
        readCsv('name,email\nAna,ana@example.com\n"Bia,bia@example.com\nCid,cid@example.com\n');
      } catch (e) {
        return translate((e as DomainError).messageKey, "en", (e as DomainError).vars);
      }
    })();
    expect(refusal).toBe("The file cannot be read as CSV (line 3): check its quotes.");
  });

  it("takes the limit's worth of people whatever the blank lines between them, and stops reading at the first row past it", () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => `P${i},p${i}@example.com`).join("\n\n , ,\n");
    const full = readCsv(`name,email\n${people(IMPORT_LIMITS.maxRows)}\n`);
    expect(full.rows).toHaveLength(IMPORT_LIMITS.maxRows);
    expect(full.rows.at(-1)).toEqual({
      line: 2 + 3 * (IMPORT_LIMITS.maxRows - 1),
      cells: [`P${IMPORT_LIMITS.maxRows - 1}`, `p${IMPORT_LIMITS.maxRows - 1}@example.com`],
    });
    // past the limit the file is not read on: its broken quote further down is never reached
    let refusal: DomainError | undefined;
    try {
      readCsv(`name,email\n${people(IMPORT_LIMITS.maxRows + 1)}\n"never closed,x\n`);
    } catch (e) {
      refusal = e as DomainError;
    }
    expect(refusal?.messageKey).toBe("companyImports:errors.tooManyRows");
    expect(translate(refusal!.messageKey, "en", refusal!.vars)).toBe(
      "The file has more than 100000 rows; at most 100000 people can be imported at once. Split it into several files.",
    );
    expect(translate(refusal!.messageKey, "pt", refusal!.vars)).toBe(
      "O arquivo tem mais de 100000 linhas; é possível importar no máximo 100000 pessoas de uma vez. Divida-o em vários arquivos.",
    );
  });
});
