import { brandImages } from "../../platform/brand-images.ts";
import type { Area } from "../area.ts";
import { createAdoptions } from "./adoptions.ts";
import { createAssessments } from "./assessment.ts";
import { createAuditTrail } from "./audit.ts";
import { createXenSource } from "./assistant-source.ts";
import { createAutomaticEvidence } from "./automatic-evidence.ts";
import type { ComplianceDeps } from "./deps.ts";
import { createEvidence } from "./evidence.ts";
import { createExportData } from "./exports/export-data.ts";
import { exportRoutes } from "./exports/export-routes.ts";
import { UPLOAD_MAX, UPLOAD_PATH, evidenceRoutes } from "./evidence-routes.ts";
import { createFrameworkStore } from "./framework-store.ts";
import { IMPORT_MAX, IMPORT_PATH, frameworkRoutes } from "./framework-routes.ts";
import { createFrameworks } from "./frameworks.ts";
import { createReminders } from "./reminders.ts";
import { createRequirementList } from "./requirement-list.ts";
import { requirementRoutes } from "./requirement-routes.ts";
import { createRequirements } from "./requirements.ts";
import { createSnapshots } from "./snapshots.ts";
import { frameworkReadiness } from "./readiness.ts";
import { buildTree } from "./tree.ts";
import { EVIDENCE_FILE_LIMITS } from "../../../contract/compliance-limits.ts";
import { FRAMEWORK_IMPORT_LIMITS } from "../../../contract/compliance-framework-import.ts";

/**
 * Compliance (issue 12): frameworks (shipped as data, or imported), their adoption by an entity,
 * each requirement's assessment and audit trail, the evidence library, readiness with mapping
 * propagation and the evidence the product gathers by itself (training completions lent by
 * learning, scan grades lent by the scanners), and the hourly job: expired evidence recorded,
 * reminders to owners, today's readiness point. docs/compliance-readiness.md. The exports (SoA,
 * CSF profile, branded report) are made on request from the same assessment: decision 0036.
 */
export function createComplianceArea(opts: ComplianceDeps) {
  const d: ComplianceDeps = { ...opts };
  const store = createFrameworkStore(d.db);
  const load = createAssessments(d, store, createAutomaticEvidence(d));
  const frameworks = createFrameworks(d, store, load);
  const adoptions = createAdoptions(d, store, load);
  const requirements = createRequirements(d, store, load);
  const evidence = createEvidence(d, store);
  const remind = createReminders(d, store);
  const snapshots = createSnapshots(d, load);

  /** The hourly work at `now` (tests drive it): expiries recorded, reminders sent, today's readiness written. */
  async function hourly(now = new Date()) {
    const expired = await snapshots.recordExpiries(now);
    const reminded = await remind(now);
    const snapshotted = await snapshots.snapshot(now);
    return { expired, reminded, snapshotted };
  }
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());

  const area: Area = {
    name: "compliance",
    routes: [
      frameworkRoutes(frameworks, adoptions),
      requirementRoutes({ requirements, list: createRequirementList(d, load), audit: createAuditTrail(d) }),
      evidenceRoutes(evidence),
      exportRoutes({ data: createExportData(d, store, load), adoptions, tenancy: d.tenancy, readImage: brandImages("public", d.storage) }),
    ],
    jobs: [{ queue: "compliance-hourly", every: "hour", work: async (data) => void (await hourly(clock(data))) }],
    // Xen answers from the frameworks (with its own explanations) and the entity's assessment and evidence
    assistantSources: [createXenSource(d.db, store, load)],
    largeBodies: [
      {
        method: "POST",
        path: UPLOAD_PATH,
        maxBytes: UPLOAD_MAX,
        tooLarge: { messageKey: "compliance:errors.fileTooLarge", vars: { max: EVIDENCE_FILE_LIMITS.maxMegabytes } },
      },
      {
        method: "POST",
        path: IMPORT_PATH,
        maxBytes: IMPORT_MAX,
        tooLarge: { messageKey: "complianceImport:errors.fileTooLarge", vars: { max: FRAMEWORK_IMPORT_LIMITS.maxBytes / 1024 / 1024 } },
      },
    ],
  };
  return {
    area,
    hourly,
    /** What the exports (SoA, CSF profile, PDF report) read: an entity's assessment, and from it readiness and trees with states. */
    assessment: load,
    frameworkReadiness,
    buildTree,
    findFramework: store.find,
    requirementDetail: requirements.detail,
  };
}
export type ComplianceArea = ReturnType<typeof createComplianceArea>;
export type { Assessment } from "./assessment.ts";
