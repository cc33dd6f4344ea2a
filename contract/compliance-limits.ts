// The compliance area's choices and numbers (issue 12), as plain values the pages import
// without zod: requirement statuses, evidence kinds and file limits, page sizes, and the
// windows that decide whether evidence the product gathers by itself is current.

/** What an entity says of a requirement. `not_applicable` needs a justification. */
export const REQUIREMENT_STATUSES = ["not_started", "in_progress", "implemented", "not_applicable"] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** A piece of evidence is an uploaded file or a link to where the proof lives. */
export const EVIDENCE_KINDS = ["file", "link"] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** Evidence by its validity: still valid (or without an end date), or past its `validUntil`. */
export const EVIDENCE_STATES = ["valid", "expired"] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** Where a framework comes from: shipped with the product, or imported by the entity. */
export const FRAMEWORK_ORIGINS = ["shipped", "imported"] as const;
export type FrameworkOrigin = (typeof FRAMEWORK_ORIGINS)[number];

/** What a line of the audit trail records. */
export const COMPLIANCE_AUDIT_ACTIONS = [
  "adopted",
  "unadopted",
  "status",
  "justification",
  "owner",
  "dueDate",
  "reviewDate",
  "notes",
  "noEvidence",
  "evidenceAttached",
  "evidenceDetached",
  "evidenceExpired",
  "evidenceDeleted",
  "frameworkImported",
  "frameworkDeleted",
] as const;
export type ComplianceAuditAction = (typeof COMPLIANCE_AUDIT_ACTIONS)[number];

/** Filters of the requirement list ("what is due"). */
export const REQUIREMENT_DUE_FILTERS = ["overdue", "dueSoon", "reviewOverdue", "needsReview"] as const;
export type RequirementDueFilter = (typeof REQUIREMENT_DUE_FILTERS)[number];

export const COMPLIANCE_LIMITS = {
  notes: 4000,
  justification: 2000,
  /** Why an implemented requirement needs no evidence to be ready. */
  noEvidenceReason: 2000,
  evidenceTitle: 200,
  evidenceDescription: 2000,
  url: 2000,
  search: 100,
  pageSize: 25,
  maxPageSize: 100,
  /** Requirement ids attached to one new piece of evidence at once. */
  requirementsPerEvidence: 200,
  /** Days of the readiness trend one request returns. */
  trendDays: 366,
  /** "Due soon": due within this many days. */
  dueSoonDays: 14,
} as const;

/** The file types evidence may be, judged by content (never by name or declared type). */
export const EVIDENCE_FILE_TYPES = {
  pdf: { contentType: "application/pdf", extensions: ["pdf"] },
  png: { contentType: "image/png", extensions: ["png"] },
  jpeg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  webp: { contentType: "image/webp", extensions: ["webp"] },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"] },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"] },
  pptx: { contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extensions: ["pptx"] },
  odt: { contentType: "application/vnd.oasis.opendocument.text", extensions: ["odt"] },
  ods: { contentType: "application/vnd.oasis.opendocument.spreadsheet", extensions: ["ods"] },
  txt: { contentType: "text/plain; charset=utf-8", extensions: ["txt", "log", "md"] },
  csv: { contentType: "text/csv; charset=utf-8", extensions: ["csv"] },
} as const;
export type EvidenceFileType = keyof typeof EVIDENCE_FILE_TYPES;

export const EVIDENCE_FILE_LIMITS = {
  /** The largest evidence file taken, in bytes (10 MB). */
  maxBytes: 10 * 1024 * 1024,
  maxMegabytes: 10,
  /** For a file input's `accept`: a hint only; the server judges the content. */
  accept: ".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.pptx,.odt,.ods,.txt,.log,.md,.csv",
} as const;

/** A framework file a manager imports (docs/compliance-framework-import.md): CSV or JSON, UTF-8. */
export const FRAMEWORK_IMPORT_FILE = {
  maxBytes: 2 * 1024 * 1024,
  maxMegabytes: 2,
  /** For a file input's `accept`: a hint only; the server reads the content. */
  accept: ".csv,.json,text/csv,application/json",
} as const;

/** When the evidence the product gathers by itself counts as current. */
export const AUTOMATIC_EVIDENCE_RULES = {
  /** A member counts as trained after completing a security-awareness course within this many days. */
  trainingWindowDays: 365,
  /** A website scan evidences its categories for this many days after it finished. */
  scanValidDays: 90,
  /** The course areas whose courses (and the programs made of them) are security awareness. */
  trainingAreas: ["cybersecurity", "privacy-compliance"],
  /** Training evidences awareness once at least this share of the active members is trained: one learner of fifty is no programme. */
  trainingMinPercent: 80,
  /** The lowest grade of a scan category that evidences it: a D or an F is a finding to fix, not proof of a control. */
  scanMinGrade: "C-",
} as const;
