import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, MANIFESTS } from "./areas.ts";
import { projectPath } from "./platform/paths.ts";

describe("the server's list of areas", () => {
  it("lists every area folder once, each by its manifest, under the name of its contract declaration", () => {
    const folders = readdirSync(projectPath("server", "api"), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(projectPath("server", "api", e.name, "manifest.ts")))
      .map((e) => e.name)
      .sort();
    expect(MANIFESTS.map((m) => m.name).sort()).toEqual(folders);
    for (const m of MANIFESTS) expect(m.declaration.name).toBe(m.name);
  });

  it("hands the mailer each e-mail once, and every one has its subject (or its plural forms) and body in both languages", () => {
    expect(new Set(MAIL_TEMPLATES).size).toBe(MAIL_TEMPLATES.length);
    for (const locale of ["en", "pt"]) {
      const catalog = JSON.parse(readFileSync(projectPath("contract", "i18n", locale, "server", "mail.json"), "utf8")) as Record<
        string,
        { subject?: string; subject_other?: string; body?: string }
      >;
      const missing = MAIL_TEMPLATES.filter((t) => !(catalog[t]?.subject ?? catalog[t]?.subject_other) || !catalog[t]?.body);
      expect(missing).toEqual([]);
    }
  });
});
