import { describe, expect, it } from "vitest";
import type { TreeGroup } from "../../../../contract/compliance.ts";
import { filterChoices, flattenRequirements } from "./requirement-choices.ts";

const req = (id: string, title: string) => ({
  id: `iso-27001-2022:${id}`,
  code: id,
  title,
  mappings: [],
  automaticEvidence: [],
  state: null,
});
const tree: TreeGroup[] = [
  {
    code: "A.5",
    title: "Organizacionais",
    description: null,
    requirements: [req("A.5.1", "Políticas de segurança da informação")],
    groups: [{ code: "A.5.x", title: "Nested", description: null, groups: [], requirements: [req("A.5.2", "Papéis e responsabilidades")] }],
  },
  { code: "A.6", title: "Pessoas", description: null, groups: [], requirements: [req("A.6.3", "Conscientização em segurança")] },
];

describe("choosing requirements for a piece of evidence", () => {
  it("lists a framework's requirements in its order, nested groups included", () => {
    expect(flattenRequirements(tree).map((r) => r.code)).toEqual(["A.5.1", "A.5.2", "A.6.3"]);
  });

  it("finds them by code or by words of the title, accents or not, and says how many matched", () => {
    const all = flattenRequirements(tree);
    expect(filterChoices(all, "seguranca", 10)).toEqual({ shown: [all[0], all[2]], total: 2 });
    expect(filterChoices(all, "a.5", 10).total).toBe(2);
    expect(filterChoices(all, "  ", 2)).toEqual({ shown: all.slice(0, 2), total: 3 });
    expect(filterChoices(all, "papéis RESPONSABILIDADES", 10).shown.map((r) => r.code)).toEqual(["A.5.2"]);
  });
});
