import { evidenceUpdateSchema, fileEvidenceFieldsSchema, linkEvidenceInputSchema } from "../../../../contract/compliance-evidence.ts";
import { EVIDENCE_FILE_LIMITS } from "../../../../contract/compliance-limits.ts";
import { issueKeys } from "../../../lib/contract-check.ts";
import { EVIDENCE_FIELDS, isWebAddress, type EvidenceDraft, type EvidenceField, type EvidenceProblem } from "./evidence-values.ts";

/** The fields as the API's schema for this mode takes them ("" is "none"). */
function bodyOf(d: EvidenceDraft, mode: "create" | "edit") {
  const common = { description: d.description.trim() ? d.description : null, validUntil: d.validUntil || null };
  if (mode === "edit") return { schema: evidenceUpdateSchema, body: { title: d.title, ...common } };
  if (d.kind === "link") return { schema: linkEvidenceInputSchema, body: { title: d.title, url: d.url, ...common } };
  // a file's title may be left out: its name is used
  return { schema: fileEvidenceFieldsSchema, body: { title: d.title.trim() ? d.title : undefined, ...common } };
}

/**
 * What is wrong before anything is sent, in the order of the form's fields: the file chosen (its
 * size), then what the API's schema for a link, a file's fields or a change refuses, and a link's
 * address as the API checks it after the schema (http or https, no credentials).
 */
export function checkEvidence(d: EvidenceDraft, mode: "create" | "edit"): EvidenceProblem[] {
  const found: Partial<Record<EvidenceField, EvidenceProblem>> = {};
  if (mode === "create" && d.kind === "file") {
    if (!d.file) found.file = { field: "file", key: "compliance:errors.fileRequired" };
    else if (d.file.size > EVIDENCE_FILE_LIMITS.maxBytes)
      found.file = { field: "file", key: "compliance:errors.fileTooLarge", vars: { max: EVIDENCE_FILE_LIMITS.maxMegabytes } };
    else if (d.file.size === 0) found.file = { field: "file", key: "compliance:errors.fileEmpty" };
  }
  const { schema, body } = bodyOf(d, mode);
  const parsed = schema.safeParse(body);
  const problems = parsed.success ? {} : issueKeys(parsed.error.issues);
  for (const [path, { key, vars }] of Object.entries(problems)) {
    const field = path as EvidenceField;
    if ((EVIDENCE_FIELDS as readonly string[]).includes(field))
      found[field] = { field, key, vars: key === "errors:tooLong" ? { max: vars.max } : undefined };
  }
  if (mode === "create" && d.kind === "link" && !found.url && !isWebAddress(d.url))
    found.url = { field: "url", key: "compliance:errors.invalidUrl" };
  return EVIDENCE_FIELDS.flatMap((f) => (found[f] ? [found[f]] : []));
}
