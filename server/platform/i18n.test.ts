import { describe, expect, it } from "vitest";
import { translate } from "./i18n.ts";

// The server's texts (e-mails, PDFs, API errors) choose plural forms as the pages do.

describe("the server's translations", () => {
  it("pick the plural form by count, Portuguese zero in the plural", () => {
    const pt = (count: number) => translate("compliancePages:row.evidence", "pt", { count });
    expect([0, 1, 2].map(pt)).toEqual(["0 evidências", "1 evidência", "2 evidências"]);
    expect(translate("compliancePages:row.evidence", "en", { count: 0 })).toBe("0 pieces of evidence");
    // a text without plural forms is itself, whatever the count; a text count is no count
    expect(translate("compliancePages:readiness.percent", "en", { count: 3, percent: 40 })).toBe("40% ready");
    expect(translate("compliancePages:row.evidence", "en", { count: "2" })).toBe("compliancePages:row.evidence");
  });
});
