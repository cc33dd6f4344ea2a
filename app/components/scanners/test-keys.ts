import type { ScanCategory } from "../../../contract/scanner-results.ts";
import { testItem } from "../../../contract/scanner-test-kinds.ts";

export { testItem } from "../../../contract/scanner-test-kinds.ts";

export const testKind = (category: ScanCategory, id: string) => testItem(category, id).kind;

/**
 * A test's title: the findings catalog's `<category>.<kind>.title` where the checks write one
 * (headers, TLS, exposure), else the pages' own (e-mail, and a category that could not run at
 * all); the caller falls back to the test's id, so a new test still shows.
 */
export function titleKeys(category: ScanCategory, id: string): string[] {
  const kind = testKind(category, id);
  return [`scanners:${category}.${kind}.title`, `scannerPages:tests.${category}.${kind}`, `scannerPages:tests.any.${kind}`];
}

/** Iris's plain words about a test: its own, else the category's, else the general ones. */
export function irisKeys(category: ScanCategory, id: string): string[] {
  return [`scannerPages:iris.${category}.${testKind(category, id)}`, `scannerPages:iris.${category}.generic`, "scannerPages:iris.generic"];
}
