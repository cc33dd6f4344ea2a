import { COMPLIANCE_LIMITS as L, EVIDENCE_FILE_LIMITS } from "../../../../contract/compliance-limits.ts";

/** A new or changed piece of evidence as its dialog holds it (strings as typed). */
export interface EvidenceDraft {
  kind: "file" | "link";
  file: { name: string; size: number } | null;
  title: string;
  url: string;
  description: string;
  /** `YYYY-MM-DD` from a date field, or empty: no end date. */
  validUntil: string;
}

export const EVIDENCE_FIELDS = ["file", "title", "url", "description", "validUntil", "requirementIds"] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];
export type EvidenceProblem = { field: EvidenceField; key: string; vars?: Record<string, string | number> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong before anything is sent, in the order of the form's fields: a file must be
 * chosen and fit the limit, a link needs a title and an http(s) address, texts have their
 * limits, and the end date must be a day. The server checks all of it again (and the file's content).
 */
export function checkEvidence(d: EvidenceDraft, mode: "create" | "edit"): EvidenceProblem[] {
  const out: EvidenceProblem[] = [];
  if (mode === "create" && d.kind === "file") {
    if (!d.file) out.push({ field: "file", key: "compliance:errors.fileRequired" });
    else if (d.file.size > EVIDENCE_FILE_LIMITS.maxBytes) out.push({ field: "file", key: "compliance:errors.fileTooLarge", vars: { max: EVIDENCE_FILE_LIMITS.maxMegabytes } });
    else if (d.file.size === 0) out.push({ field: "file", key: "compliance:errors.fileEmpty" });
  }
  const title = d.title.trim();
  // a file's title may be left out (its name is used); a link, or a title being edited, needs one
  if (!title && (d.kind === "link" || mode === "edit")) out.push({ field: "title", key: "errors:required" });
  else if (title.length > L.evidenceTitle) out.push({ field: "title", key: "errors:tooLong", vars: { max: L.evidenceTitle } });
  if (mode === "create" && d.kind === "link") {
    const url = d.url.trim();
    if (!url) out.push({ field: "url", key: "errors:required" });
    else if (url.length > L.url) out.push({ field: "url", key: "errors:tooLong", vars: { max: L.url } });
    else if (!isWebAddress(url)) out.push({ field: "url", key: "compliance:errors.invalidUrl" });
  }
  if (d.description.trim().length > L.evidenceDescription) out.push({ field: "description", key: "errors:tooLong", vars: { max: L.evidenceDescription } });
  if (d.validUntil && !isDay(d.validUntil)) out.push({ field: "validUntil", key: "compliance:errors.invalidDate" });
  return out;
}

/** The server's rule for a link: http or https, a host, no user name or password. */
export function isWebAddress(raw: string): boolean {
  try {
    const u = new URL(raw.trim());
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

const optional = (s: string) => (s.trim() ? s.trim() : undefined);

/** `POST /compliance/evidence/links`'s body. */
export function linkBody(d: EvidenceDraft, requirementIds: readonly string[]) {
  return { title: d.title.trim(), url: d.url.trim(), description: optional(d.description) ?? null, validUntil: d.validUntil || null, requirementIds: [...requirementIds] };
}

/** The multipart form of an upload: the file, then the fields given (requirement ids repeated). */
export function uploadForm(file: Blob & { name: string }, d: EvidenceDraft, requirementIds: readonly string[]): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  const title = optional(d.title);
  const description = optional(d.description);
  if (title) form.append("title", title);
  if (description) form.append("description", description);
  if (d.validUntil) form.append("validUntil", d.validUntil);
  for (const id of requirementIds) form.append("requirementIds", id);
  return form;
}

/** `PATCH /compliance/evidence/{id}`'s body: what changed only (an emptied end date or description is cleared). */
export function evidenceChanges(before: { title: string; description: string | null; validUntil: string | null }, d: EvidenceDraft) {
  const out: { title?: string; description?: string | null; validUntil?: string | null } = {};
  if (d.title.trim() !== before.title) out.title = d.title.trim();
  const description = optional(d.description) ?? null;
  if (description !== (before.description ?? null)) out.description = description;
  const validUntil = d.validUntil || null;
  if (validUntil !== before.validUntil) out.validUntil = validUntil;
  return out;
}

/** The form field an API issue belongs to ("requirementIds.0" → requirementIds). */
export function evidenceFieldOf(path: string): EvidenceField | null {
  const first = path.replace(/^body\./, "").split(".")[0] ?? "";
  return (EVIDENCE_FIELDS as readonly string[]).includes(first) ? (first as EvidenceField) : null;
}
