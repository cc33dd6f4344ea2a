import type { ScanCategory } from "../../../contract/scanner-results.ts";

/**
 * The kind of a test, for the texts about it: one id per test, except the e-mail checks' key
 * per DKIM selector ("dkim-google", "dkim-s1"), which are all one kind of test.
 */
export function testKind(category: ScanCategory, id: string): string {
  if (category === "email" && id.startsWith("dkim-")) return "dkim-key";
  return id;
}

/** The selector a per-selector DKIM test is about, if it is one. */
export const dkimSelector = (category: ScanCategory, id: string) => (category === "email" && id.startsWith("dkim-") ? id.slice(5) : null);

/**
 * A test's title: the findings catalog's `<category>.<id>.title` where the check writes one
 * (headers), else the pages' own; the test's id as the last resort, so a new test still shows.
 */
export function titleKeys(category: ScanCategory, id: string): string[] {
  const kind = testKind(category, id);
  return [`scanners:${category}.${kind}.title`, `scannerPages:tests.${category}.${kind}`];
}

/** Iris's plain words about a test: its own, else the category's, else the general ones. */
export function irisKeys(category: ScanCategory, id: string): string[] {
  return [`scannerPages:iris.${category}.${testKind(category, id)}`, `scannerPages:iris.${category}.generic`, "scannerPages:iris.generic"];
}
