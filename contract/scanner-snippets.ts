import { EXPOSURE_SNIPPETS } from "./scanner-exposure.ts";
import { HEADER_SNIPPETS, SNIPPET_PLATFORMS, type SnippetPlatform, type Snippets } from "./scanner-headers.ts";
import type { ScanCategory } from "./scanner-results.ts";
import { testItem } from "./scanner-test-kinds.ts";
import { TLS_SNIPPETS } from "./scanner-tls.ts";

/**
 * The configuration snippets of each category's tests (code, the same in every language), as the
 * report's pages show them in tabs and its PDF prints them. A category whose checks publish none
 * (e-mail: its fixes are DNS records, given in the recommendation) simply has no entry.
 */
const BY_CATEGORY: Partial<Record<ScanCategory, Readonly<Record<string, Snippets>>>> = {
  headers: HEADER_SNIPPETS,
  tls: TLS_SNIPPETS,
  exposure: EXPOSURE_SNIPPETS,
};

/** A test's snippets in platform order; empty when the test has none. */
export function snippetsFor(category: ScanCategory, testId: string): { platform: SnippetPlatform; code: string }[] {
  const own = BY_CATEGORY[category];
  const { kind } = testItem(category, testId);
  const snippets = own && Object.prototype.hasOwnProperty.call(own, kind) ? own[kind] : undefined;
  if (!snippets) return [];
  return SNIPPET_PLATFORMS.flatMap((platform) => (snippets[platform] ? [{ platform, code: snippets[platform] }] : []));
}
