import type { RequirementDetail, RequirementUpdate } from "../../../contract/compliance.ts";
import { complianceRequirementStatuses } from "./schema.ts";
import { people } from "../identity/index.ts";
import type { LoadAssessment } from "./assessment.ts";
import { automaticEvidenceOf } from "./automatic-evidence.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import { evidenceOfRequirement, presentEvidence } from "./evidence-present.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { findAdoption, findStatus, recordAudit, theStatus, type AuditEntry, type StatusRecord } from "./queries.ts";
import { ownState } from "./readiness.ts";
import { mappingsFor } from "./tree.ts";
import { xenExplanation } from "./frameworks/xen.ts";

/** What a manager sets on a requirement, each change one line of the audit trail with its action. */
export const ASSESSED_FIELDS = ["status", "justification", "noEvidenceReason", "ownerId", "dueDate", "reviewDate", "notes"] as const;
export const FIELD_ACTION = {
  status: "status",
  justification: "justification",
  noEvidenceReason: "noEvidence",
  ownerId: "owner",
  dueDate: "dueDate",
  reviewDate: "reviewDate",
  notes: "notes",
} as const;

/** One requirement as its page shows it, and the changes a manager makes to its assessment. */
export function createRequirements(d: Pick<ComplianceDeps, "db" | "orgs">, store: FrameworkStore, load: LoadAssessment) {
  async function detail(caller: Caller, id: string): Promise<RequirementDetail> {
    const entry = await store.requirement(caller.scope, id);
    if (!entry) throw notFound();
    const { requirement: r, framework, origin, path } = entry;
    const l = caller.locale;
    const [a, row, evidenceRows] = await Promise.all([
      load(caller.scope),
      findStatus(d.db, caller.scope, id),
      evidenceOfRequirement(d.db, caller.scope, id),
    ]);
    const adopted = a.isAdopted(framework.slug);
    const state = adopted ? a.stateOf(r) : ownState(r, { ...a.inputs, statuses: new Map(row ? [[id, row]] : []) });
    const persons = await people.findMany(
      d.db,
      caller.scope,
      [row?.ownerId, row?.updatedBy, row?.noEvidenceBy].filter((x): x is string => !!x),
    );
    const person = (pid: string | null | undefined) => persons.find((p) => p.id === pid);
    const owner = person(row?.ownerId);
    const updater = person(row?.updatedBy);
    const waivedBy = person(row?.noEvidenceBy);
    const frameworkNames = new Map<string, string>();
    const mappings = await Promise.all(
      mappingsFor(id, l).map(async (m) => {
        if (!frameworkNames.has(m.framework))
          frameworkNames.set(m.framework, (await store.find(caller.scope, m.framework))?.framework.name[l] ?? m.framework);
        const isAdopted = a.isAdopted(m.framework);
        return {
          ...m,
          frameworkName: frameworkNames.get(m.framework)!,
          adopted: isAdopted,
          state: isAdopted ? (a.states.get(m.id) ?? null) : null,
        };
      }),
    );
    return {
      id,
      code: r.code,
      title: r.title[l],
      guidance: r.guidance?.[l] ?? null,
      xen: origin === "shipped" ? xenExplanation(framework.slug, id, l) : null,
      examples: (r.examples ?? []).map((e) => ({ id: e.id, text: e.text[l] })),
      citations: (r.citations ?? []).map((c) => ({ label: c.label, url: c.url ?? null, quote: c.quote ?? null })),
      framework: { slug: framework.slug, name: framework.name[l], version: framework.version, origin, adopted },
      path: path.map((g) => ({ code: g.code, title: g.title[l] })),
      state,
      justification: row?.justification ?? null,
      noEvidence: row?.noEvidenceReason
        ? {
            reason: row.noEvidenceReason,
            by: waivedBy ? { id: waivedBy.id, name: waivedBy.name } : null,
            at: (row.noEvidenceAt ?? row.updatedAt).toISOString(),
          }
        : null,
      notes: row?.notes ?? null,
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: updater ? { id: updater.id, name: updater.name } : null,
      evidence: await presentEvidence(d.db, caller.scope, evidenceRows, a.today),
      automaticEvidence: (r.automaticEvidence ?? []).map((k) => automaticEvidenceOf(k, a.facts, l)),
      mappings,
      canManage: caller.canManage,
    };
  }

  return {
    detail,

    /**
     * Changes a requirement's assessment: status, justification, the reason it needs no
     * evidence, owner, dates, notes. The framework must be adopted; `not_applicable` needs a
     * justification (given now or kept from before); the owner must be a member of the entity.
     * Each changed field is one line of the audit trail, written in the same transaction; a new
     * no-evidence reason also keeps who gave it and when.
     */
    async update(caller: Caller, id: string, input: RequirementUpdate): Promise<RequirementDetail> {
      const entry = await store.requirement(caller.scope, id);
      if (!entry) throw notFound();
      const slug = entry.framework.slug;
      if (input.ownerId && !(await d.orgs.isMember(caller.scope, input.ownerId)))
        throw invalid("owner_not_member", "ownerNotMember", {}, "ownerId");
      await d.db.transaction(async (tx) => {
        if (!(await findAdoption(tx, caller.scope, slug)))
          throw conflict("framework_not_adopted", "notAdopted", { name: entry.framework.name[caller.locale] });
        // a row exists before it is locked, so two changes at once apply one after the other
        await tx
          .insert(complianceRequirementStatuses)
          .values({
            whitelabelId: caller.scope.tenantId,
            entityId: caller.scope.entityId,
            requirementId: id,
            frameworkSlug: slug,
            updatedBy: caller.userId,
          })
          .onConflictDoNothing();
        const [before] = (await tx
          .select()
          .from(complianceRequirementStatuses)
          .where(theStatus(caller.scope, id))
          .for("update")) as StatusRecord[];
        const next = { ...pick(before!), ...defined(input) };
        const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
        next.justification = blank(next.justification);
        next.noEvidenceReason = blank(next.noEvidenceReason);
        next.notes = blank(next.notes);
        if (next.status === "not_applicable" && !next.justification)
          throw invalid("justification_required", "justificationRequired", {}, "justification");
        // a justification belongs to "not applicable" only
        if (next.status !== "not_applicable" && input.justification === undefined) next.justification = null;
        const changes: AuditEntry[] = ASSESSED_FIELDS.filter((f) => (before![f] ?? null) !== (next[f] ?? null)).map((f) => ({
          action: FIELD_ACTION[f],
          requirementId: id,
          frameworkSlug: slug,
          from: before![f] ?? null,
          to: next[f] ?? null,
        }));
        if (!changes.length) return;
        const now = new Date();
        const waiver =
          (before!.noEvidenceReason ?? null) === next.noEvidenceReason
            ? {}
            : next.noEvidenceReason
              ? { noEvidenceBy: caller.userId, noEvidenceAt: now }
              : { noEvidenceBy: null, noEvidenceAt: null };
        await tx
          .update(complianceRequirementStatuses)
          .set({ ...next, ...waiver, updatedBy: caller.userId, updatedAt: now })
          .where(theStatus(caller.scope, id));
        await recordAudit(tx, caller.scope, caller.userId, changes);
      });
      return detail(caller, id);
    },
  };
}
export type Requirements = ReturnType<typeof createRequirements>;

type Editable = Pick<StatusRecord, (typeof ASSESSED_FIELDS)[number]>;
const pick = (r: StatusRecord): Editable => ({
  status: r.status,
  justification: r.justification,
  noEvidenceReason: r.noEvidenceReason,
  ownerId: r.ownerId,
  dueDate: r.dueDate,
  reviewDate: r.reviewDate,
  notes: r.notes,
});
const defined = (input: RequirementUpdate): Partial<Editable> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Editable>;
