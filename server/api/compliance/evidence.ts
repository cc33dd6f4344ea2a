import type { FrameworkStore } from "./framework-store.ts";
import { createEvidenceChanges } from "./evidence-changes.ts";
import { createEvidenceLibrary } from "./evidence-library.ts";
import type { EvidenceDeps } from "./evidence-records.ts";
import { createEvidenceUploads } from "./evidence-uploads.ts";

export type { EvidenceListQuery } from "./evidence-library.ts";
export { evidenceFileKey, evidenceUrl } from "./evidence-uploads.ts";

/** The entity's evidence library: files and links, their validity, and the requirements they support. */
export function createEvidence(d: EvidenceDeps, store: FrameworkStore) {
  return { ...createEvidenceLibrary(d, store), ...createEvidenceUploads(d, store), ...createEvidenceChanges(d, store) };
}
export type Evidence = ReturnType<typeof createEvidence>;
