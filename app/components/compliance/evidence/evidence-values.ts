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
  return {
    title: d.title.trim(),
    url: d.url.trim(),
    description: optional(d.description) ?? null,
    validUntil: d.validUntil || null,
    requirementIds: [...requirementIds],
  };
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
