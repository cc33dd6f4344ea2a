import { EXPOSURE_SNIPPETS } from "../../../contract/scanner-exposure.ts";
import { HEADER_SNIPPETS, SNIPPET_PLATFORMS, type SnippetPlatform, type Snippets } from "../../../contract/scanner-headers.ts";
import type { ScanCategory } from "../../../contract/scanner-results.ts";
import { TLS_SNIPPETS } from "../../../contract/scanner-tls.ts";
import { testKind } from "./test-keys.ts";

/**
 * The configuration snippets of each category's tests (code, the same in every language). A
 * category whose checks publish none yet simply has no entry: its findings show without tabs.
 */
const BY_CATEGORY: Partial<Record<ScanCategory, Readonly<Record<string, Snippets>>>> = {
  headers: HEADER_SNIPPETS,
  tls: TLS_SNIPPETS,
  exposure: EXPOSURE_SNIPPETS,
};

/** The servers the tabs offer, in the order they are shown. */
export const PLATFORM_ORDER: readonly SnippetPlatform[] = SNIPPET_PLATFORMS;

/** A test's snippets as tabs, in platform order; empty when the test has none. */
export function snippetsFor(category: ScanCategory, testId: string): { platform: SnippetPlatform; code: string }[] {
  const own = BY_CATEGORY[category];
  const kind = testKind(category, testId);
  const snippets = own && Object.prototype.hasOwnProperty.call(own, kind) ? own[kind] : undefined;
  if (!snippets) return [];
  return PLATFORM_ORDER.flatMap((platform) => (snippets[platform] ? [{ platform, code: snippets[platform] }] : []));
}
