import { exposureTestOf } from "./scanner-exposure.ts";
import type { ScanCategory } from "./scanner-results.ts";

/**
 * A test's kind and, for a test repeated per item, the item: the e-mail checks' key per DKIM
 * selector ("dkim-google"), the exposure checks' cookie per name ("cookie-sid") and sub-domain
 * per host ("takeover-blog.example.com"). The texts about a test (its title, Iris's words) and
 * its configuration snippets are its kind's; the pages and the report's PDF read them alike.
 */
export function testItem(category: ScanCategory, id: string): { kind: string; item: string | null } {
  if (category === "email" && id.startsWith("dkim-")) return { kind: "dkim-key", item: id.slice(5) };
  if (category === "exposure") {
    const kind = exposureTestOf(id);
    if (kind && kind !== id) return { kind, item: id.slice(id.indexOf("-") + 1) };
  }
  return { kind: id, item: null };
}
