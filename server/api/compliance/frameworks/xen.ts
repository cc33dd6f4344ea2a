import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SHIPPED_FRAMEWORK_SLUGS } from "../../../../contract/compliance-frameworks.ts";
import type { Locale } from "../../../../contract/constants.ts";
import { projectPath } from "../../../platform/paths.ts";

/**
 * Xen's plain-words explanation of each shipped requirement (issue 12 §8): what it asks, what
 * counts as evidence and a small company's minimum, in English and Portuguese. One file per
 * framework in xen/, keyed by requirement id; an imported framework has none.
 */
export const XEN_DIR = projectPath("server", "api", "compliance", "frameworks", "xen");
export const XEN_TEXT = { min: 60, max: 420 } as const;

const text = z.string().trim().min(XEN_TEXT.min).max(XEN_TEXT.max);
const explanation = z.strictObject({ asks: text, evidence: text, minimum: text });
export const xenFileSchema = z.record(z.string(), z.strictObject({ en: explanation, pt: explanation }));
export type XenExplanation = z.infer<typeof explanation>;
type XenFile = z.infer<typeof xenFileSchema>;

const files = new Map<string, XenFile>();

/** A framework's explanations, read and checked once per process (empty when it has none). */
export function xenTexts(slug: string, dir = XEN_DIR): XenFile {
  const cached = dir === XEN_DIR ? files.get(slug) : undefined;
  if (cached) return cached;
  const file = path.join(dir, `${slug}.json`);
  let out: XenFile = {};
  if ((SHIPPED_FRAMEWORK_SLUGS as readonly string[]).includes(slug) && existsSync(file)) {
    const parsed = xenFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success)
      throw new Error(
        `${path.relative(projectPath(), file)} is not valid: ${parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join(".")}: ${i.message}`)
          .join("; ")}`,
      );
    out = parsed.data;
  }
  if (dir === XEN_DIR) files.set(slug, out);
  return out;
}

/** Xen's explanation of a requirement in the reader's language, or null (an imported framework). */
export function xenExplanation(slug: string, requirementId: string, locale: Locale): XenExplanation | null {
  return xenTexts(slug)[requirementId]?.[locale] ?? null;
}
