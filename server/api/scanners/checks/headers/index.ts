import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import { type AnalyseOptions, analyseHeaders } from "./analyse.ts";
import { type CollectOptions, collectHeadersEvidence, type HeadersTarget } from "./collect.ts";

/**
 * The HTTP-headers checks of the scanners (issue 11): what the scanners area calls. The rules are
 * the MDN HTTP Observatory's, written down in docs/scanners-grading.md.
 */
export { analyseHeaders, couldNotCheck, type AnalyseOptions } from "./analyse.ts";
export { collectHeadersEvidence, PROBE_ORIGIN, type CollectOptions, type HeadersTarget } from "./collect.ts";
export type { FetchedResponse, FetchSession, HeadersEvidence, PreloadEntry, PreloadList } from "./evidence.ts";
export { gradeOf, scoreOf } from "./score.ts";

/** Fetches a site's responses through the outbound module and grades its headers. */
export async function scanHeaders(target: HeadersTarget, options: CollectOptions & AnalyseOptions): Promise<ScanCategoryResult> {
  return analyseHeaders(await collectHeadersEvidence(target, options), options);
}
