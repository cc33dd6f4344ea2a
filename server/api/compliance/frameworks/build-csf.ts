import { z } from "zod";
import {
  AUTOMATIC_EVIDENCE_KINDS,
  frameworkSchema,
  localizedTextSchema,
  type Framework,
  type Requirement,
  type RequirementGroup,
} from "../../../../contract/compliance-frameworks.ts";

// NIST CSF 2.0 as the product ships it, built from NIST's OSCAL catalog (the English text and
// the implementation examples) and our own texts (the Portuguese translation, the guidance in
// both languages, the evidence the product gathers by itself). A pure function: the import
// script writes its result, and a test checks that the shipped file is exactly that result.

export const CSF_SLUG = "nist-csf-2.0";

type OscalPart = { id: string; name: string; prose?: string };
type OscalProp = { name: string; value: string };
type OscalControl = { id: string; class: string; title: string; props?: OscalProp[]; parts?: OscalPart[]; controls?: OscalControl[] };

const part = z.object({ id: z.string(), name: z.string(), prose: z.string().optional() });
const prop = z.object({ name: z.string(), value: z.string() });
const control: z.ZodType<OscalControl> = z.lazy(() =>
  z.object({
    id: z.string(),
    class: z.string(),
    title: z.string(),
    props: z.array(prop).optional(),
    parts: z.array(part).optional(),
    controls: z.array(control).optional(),
  }),
);
const oscalCatalogSchema = z.object({
  catalog: z.object({
    groups: z.array(
      z.object({
        id: z.string(),
        class: z.literal("function"),
        title: z.string(),
        props: z.array(prop).optional(),
        parts: z.array(part).optional(),
        controls: z.array(control),
      }),
    ),
  }),
});

const ptText = z.string().trim().min(1);
const groupTexts = z.record(z.string(), z.object({ title: ptText, description: ptText }).strict());
export const csfTextsSchema = z
  .object({
    framework: z
      .object({
        name: localizedTextSchema(200),
        version: z.string(),
        publisher: z.string(),
        source: z.url(),
        licence: localizedTextSchema(2000),
        description: localizedTextSchema(4000),
        attribution: localizedTextSchema(2000),
      })
      .strict(),
    functions: groupTexts,
    categories: groupTexts,
    subcategories: z.record(
      z.string(),
      z
        .object({
          title: ptText,
          guidance: localizedTextSchema(4000),
          examples: z.record(z.string(), ptText),
          automaticEvidence: z.array(z.enum(AUTOMATIC_EVIDENCE_KINDS)).optional(),
        })
        .strict(),
    ),
  })
  .strict();
export type CsfTexts = z.infer<typeof csfTextsSchema>;

const withdrawn = (c: { props?: OscalProp[] }) => (c.props ?? []).some((p) => p.name === "status" && p.value === "withdrawn");
const sortId = (c: { props?: OscalProp[] }) => (c.props ?? []).find((p) => p.name === "sort-id")?.value ?? "";
const bySortId = <T extends { id: string; props?: OscalProp[] }>(a: T, b: T) =>
  sortId(a).localeCompare(sortId(b)) || a.id.localeCompare(b.id);
const proseOf = (c: { id: string; parts?: OscalPart[] }, name: string) => {
  const prose = c.parts?.find((p) => p.name === name)?.prose;
  if (!prose) throw new Error(`${c.id} has no ${name} in the catalog`);
  return prose;
};
/** "GOVERN" → "Govern", as the CSF writes the functions' names in its prose. */
const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

/**
 * The framework, from the catalog's JSON and our texts. Throws naming every subcategory,
 * category or example the texts miss (or have in excess), so that a new NIST release cannot be
 * shipped half translated.
 */
export function buildCsfFramework(catalogJson: unknown, textsJson: unknown): Framework {
  const catalog = oscalCatalogSchema.parse(catalogJson).catalog;
  const texts = csfTextsSchema.parse(textsJson);
  const missing: string[] = [];
  const used = { functions: new Set<string>(), categories: new Set<string>(), subcategories: new Set<string>() };

  const subcategory = (c: OscalControl): Requirement | null => {
    const t = texts.subcategories[c.id];
    used.subcategories.add(c.id);
    if (!t) {
      missing.push(c.id);
      return null;
    }
    const examples = (c.parts ?? [])
      .filter((p) => p.name === "example" && p.prose)
      .map((p) => {
        const pt = t.examples[p.id];
        if (!pt) missing.push(p.id);
        return { id: p.id, text: { en: p.prose!, pt: pt ?? "" } };
      });
    for (const id of Object.keys(t.examples)) if (!examples.some((e) => e.id === id)) missing.push(`${id} (not in the catalog)`);
    return {
      id: `${CSF_SLUG}:${c.id}`,
      code: c.id,
      title: { en: proseOf(c, "statement"), pt: t.title },
      guidance: t.guidance,
      ...(examples.length ? { examples } : {}),
      ...(t.automaticEvidence?.length ? { automaticEvidence: t.automaticEvidence } : {}),
    };
  };

  const category = (c: OscalControl): RequirementGroup | null => {
    const t = texts.categories[c.id];
    used.categories.add(c.id);
    if (!t) missing.push(c.id);
    const requirements = (c.controls ?? [])
      .filter((s) => s.class === "subcategory" && !withdrawn(s))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(subcategory)
      .filter((r): r is Requirement => r !== null);
    if (!t) return null;
    return {
      code: c.id,
      title: { en: c.title, pt: t.title },
      description: { en: proseOf(c, "statement"), pt: t.description },
      requirements,
    };
  };

  const groups = [...catalog.groups].sort(bySortId).map((f): RequirementGroup => {
    const t = texts.functions[f.id];
    used.functions.add(f.id);
    if (!t) missing.push(f.id);
    const categories = f.controls
      .filter((c) => c.class === "category" && !withdrawn(c))
      .sort(bySortId)
      .map(category)
      .filter((g): g is RequirementGroup => g !== null);
    return {
      code: f.id,
      title: { en: titleCase(f.title), pt: t?.title ?? "" },
      description: { en: proseOf(f, "overview"), pt: t?.description ?? "" },
      groups: categories,
      requirements: [],
    };
  });

  for (const kind of ["functions", "categories", "subcategories"] as const) {
    for (const code of Object.keys(texts[kind])) if (!used[kind].has(code)) missing.push(`${code} (not in the catalog)`);
  }
  if (missing.length) throw new Error(`The CSF texts do not match the catalog: ${missing.join(", ")}`);

  const { name, version, publisher, source, licence, description, attribution } = texts.framework;
  return frameworkSchema.parse({ slug: CSF_SLUG, name, version, publisher, source, licence, description, attribution, groups });
}

/** The shipped file's text: two-space JSON with a final newline, as it is committed. */
export const frameworkFileText = (framework: Framework) => `${JSON.stringify(framework, null, 2)}\n`;
