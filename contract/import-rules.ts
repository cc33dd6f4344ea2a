// CSV imports of a company's people: the plain values the API enforces and the pages show
// (contract/imports.ts builds its schemas from these). No zod, so the browser can import them.

export const IMPORT_STATUSES = ["queued", "validating", "importing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The fields a file's columns fill; `ignore` leaves a column out. */
export const IMPORT_FIELDS = ["name", "email", "groups", "role", "language"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS = ["name", "email"] as const satisfies readonly ImportField[];
export const IMPORT_TARGETS = [...IMPORT_FIELDS, "ignore"] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Roles a file may give (an owner is made on the member's page, never in bulk). */
export const IMPORT_ROLES = ["member", "reports-viewer", "manager"] as const;

export const IMPORT_LIMITS = {
  /** The largest file the API takes, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** People in one file (a header row, then one row each). */
  maxRows: 100_000,
  fileName: 200,
  name: 100,
  email: 254,
  groupName: 80,
  groupsPerRow: 20,
  /** Characters in one cell: far past any name, address or list of groups, short of a runaway quote or a pasted document. */
  maxCellChars: 10_000,
  /** Imports listed per page of the history. */
  pageSize: 20,
  maxPageSize: 100,
  /** Errors per page of an import's report. */
  errorsPageSize: 50,
  maxErrorsPageSize: 500,
} as const;

/** The header row of the template (English; Portuguese headers are understood too). */
export const IMPORT_TEMPLATE_HEADERS = ["name", "email", "groups", "role", "language"] as const;
/**
 * The address of the template's example row (a reserved domain nobody can own): a file still
 * holding the row has it refused, so nobody imports the example by mistake.
 */
export const IMPORT_EXAMPLE_EMAIL = "ana.souza@example.com";

/** Statuses after which an import does not change any more. */
export const FINISHED_IMPORT_STATUSES: readonly ImportStatus[] = ["done", "failed"];
