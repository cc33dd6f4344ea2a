import { FRAMEWORK_IMPORT_LIMITS, importRequirementSchema } from "../../../../contract/compliance-framework-import.ts";
import { COMPLIANCE_FRAMEWORK_LIMITS as L } from "../../../../contract/compliance-frameworks.ts";
import { issue, zodIssues, type FrameworkImportIssue } from "./import-framework.ts";

// zod checks an array's length only after it has run the element schema on every element, and
// each level of the tree hands its issues up with push(...issues): a JSON file of 2 MB can hold a
// million elements, so one long array of bad elements overflowed the stack (a 500) and a long
// one of good-looking elements took seconds. This walk runs first, without recursion and without
// descending past the deepest nesting a framework may have, and refuses what no framework can be
// before zod sees it: more groups or requirements than a framework holds, more citations than a
// requirement holds, groups nested too deep, elements that are not objects. Requirements are
// checked one by one on the way; when they alone give more problems than are listed, the file is
// refused with those, so the full check never gathers more than a few thousand issues.

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);

/** The problems that refuse the file before the full check, or null when the full check may run. */
export function refuseJsonOutline(data: unknown): { issues: FrameworkImportIssue[]; more: number } | null {
  if (!isNode(data)) return null; // the full check names it at once
  const issues: FrameworkImportIssue[] = [];
  let more = 0;
  let refused = false;
  const add = (found: FrameworkImportIssue) => {
    if (issues.length < FRAMEWORK_IMPORT_LIMITS.maxIssues) issues.push(found);
    else more++;
  };
  const refuse = (found: FrameworkImportIssue) => {
    refused = true;
    add(found);
  };
  let groups = 0;
  let requirements = 0;
  const stack: { node: Node; path: string; depth: number }[] = [{ node: data, path: "", depth: 0 }];
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (Array.isArray(node.groups)) {
      groups += node.groups.length;
      // past a limit the walk only counts, so that the count it reports is the file's
      const checking = groups <= L.groups && requirements <= L.requirements;
      node.groups.forEach((g: unknown, i) => {
        const p = `${at("groups")}.${i}`;
        if (!isNode(g)) {
          if (checking) refuse(issue("invalidValue", {}, { path: p }));
        } else if (depth + 1 > L.depth)
          refuse(issue("tooDeep", { max: L.depth, code: typeof g.code === "string" ? g.code : p }, { path: `${p}.code` }));
        else stack.push({ node: g, path: p, depth: depth + 1 });
      });
    }
    // at the top, requirements is an unknown field, which the full check names without reading it
    if (depth === 0 || !Array.isArray(node.requirements)) continue;
    requirements += node.requirements.length;
    if (groups > L.groups || requirements > L.requirements) continue;
    node.requirements.forEach((r: unknown, j) => {
      const p = `${at("requirements")}.${j}`;
      if (!isNode(r)) return refuse(issue("invalidValue", {}, { path: p }));
      if (Array.isArray(r.citations) && r.citations.length > L.citationsPerRequirement)
        return refuse(issue("tooMany", { max: L.citationsPerRequirement }, { path: `${p}.citations` }));
      const parsed = importRequirementSchema.safeParse(r);
      if (!parsed.success) zodIssues(parsed.error, r, (rel) => ({ path: [p, ...rel.map(String)].join(".") })).forEach(add);
    });
  }
  const totals: FrameworkImportIssue[] = [];
  if (requirements > L.requirements) totals.push(issue("tooManyRequirements", { max: L.requirements, count: requirements }));
  if (groups > L.groups) totals.push(issue("tooManyGroups", { max: L.groups, count: groups }));
  if (totals.length)
    return {
      issues: [...totals, ...issues].slice(0, FRAMEWORK_IMPORT_LIMITS.maxIssues),
      more: more + Math.max(0, totals.length + issues.length - FRAMEWORK_IMPORT_LIMITS.maxIssues),
    };
  return refused || more > 0 ? { issues, more } : null;
}
