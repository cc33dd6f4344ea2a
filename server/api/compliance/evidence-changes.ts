import { and, eq } from "drizzle-orm";
import type { EvidenceUpdate } from "../../../contract/compliance-evidence.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";
import type { Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { attachIn, evidenceDetail, findEvidence, linkOf, type EvidenceDeps } from "./evidence-records.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { recordAudit, theEvidence } from "./queries.ts";

/** Changing evidence: its fields, deleting it, and attaching it to or detaching it from requirements. */
export function createEvidenceChanges(d: EvidenceDeps, store: FrameworkStore) {
  const detail = (caller: Caller, id: string) => evidenceDetail(d, store, caller, id);

  return {
    /** New title, description or validity; a new end date after an expiry is recorded again when it passes. */
    async update(caller: Caller, id: string, input: EvidenceUpdate) {
      const row = await findEvidence(d.db, caller, id);
      const validUntil = input.validUntil === undefined ? row.validUntil : input.validUntil;
      await d.db
        .update(complianceEvidence)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          validUntil,
          ...(validUntil !== row.validUntil ? { expiryRecordedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(theEvidence(caller.scope, id));
      return detail(caller, id);
    },

    /** Deletes the evidence and its file; the requirements it supported record it in their trail. */
    async remove(caller: Caller, id: string) {
      const key = await d.db.transaction(async (tx) => {
        const row = await findEvidence(tx, caller, id);
        const links = await tx
          .select({ requirementId: complianceEvidenceLinks.requirementId })
          .from(complianceEvidenceLinks)
          .where(linkOf(caller.scope, id));
        await tx.delete(complianceEvidence).where(theEvidence(caller.scope, id));
        const entries = links.length
          ? links.map((l) => ({ requirementId: l.requirementId, frameworkSlug: l.requirementId.split(":")[0] }))
          : [{}];
        await recordAudit(
          tx,
          caller.scope,
          caller.userId,
          entries.map((e) => ({ ...e, action: "evidenceDeleted" as const, evidenceId: id, from: row.title })),
        );
        return row.storageKey;
      });
      if (key) await d.storage.delete(key);
    },

    async attach(caller: Caller, id: string, requirementId: string) {
      const row = await findEvidence(d.db, caller, id);
      if (!(await store.requirement(caller.scope, requirementId))) throw notFound();
      await d.db.transaction((tx) => attachIn(tx, caller, id, row.title, requirementId));
      return detail(caller, id);
    },

    async detach(caller: Caller, id: string, requirementId: string) {
      const row = await findEvidence(d.db, caller, id);
      await d.db.transaction(async (tx) => {
        const gone = await tx
          .delete(complianceEvidenceLinks)
          .where(and(linkOf(caller.scope, id), eq(complianceEvidenceLinks.requirementId, requirementId)))
          .returning({ id: complianceEvidenceLinks.evidenceId });
        if (!gone.length) throw notFound();
        await recordAudit(tx, caller.scope, caller.userId, [
          { action: "evidenceDetached", requirementId, frameworkSlug: requirementId.split(":")[0], evidenceId: id, from: row.title },
        ]);
      });
      return detail(caller, id);
    },
  };
}
