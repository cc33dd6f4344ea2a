import { and, count, desc, eq, exists, ilike, notExists, or, sql, type SQL } from "drizzle-orm";
import type { EvidenceKind, EvidenceState } from "../../../contract/compliance-limits.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";
import { containing } from "../../platform/like.ts";
import type { Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { presentEvidence } from "./evidence-present.ts";
import { evidenceDetail, findEvidence, type EvidenceDeps } from "./evidence-records.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { inEntity, validOn } from "./queries.ts";
import { dayOf } from "./readiness.ts";

export type EvidenceListQuery = {
  search?: string;
  kind?: EvidenceKind;
  state?: EvidenceState;
  requirement?: string;
  unlinked?: "true" | "false";
  page: number;
  limit: number;
};

/** Reading the library: one piece of evidence, the filtered list, and a file's download. */
export function createEvidenceLibrary(d: EvidenceDeps, store: FrameworkStore) {
  return {
    detail: (caller: Caller, id: string) => evidenceDetail(d, store, caller, id),

    async list(caller: Caller, q: EvidenceListQuery) {
      const today = dayOf(new Date());
      const e = complianceEvidence;
      const linked = (extra?: SQL) =>
        d.db
          .select({ one: sql`1` })
          .from(complianceEvidenceLinks)
          .where(and(inEntity(complianceEvidenceLinks, caller.scope), eq(complianceEvidenceLinks.evidenceId, e.id), extra));
      const term = q.search?.trim();
      const where = and(
        inEntity(e, caller.scope),
        q.kind ? eq(e.kind, q.kind) : undefined,
        q.state === "valid" ? validOn(today) : q.state === "expired" ? sql`${e.validUntil} < ${today}` : undefined,
        term ? or(ilike(e.title, containing(term)), ilike(e.fileName, containing(term)), ilike(e.url, containing(term))) : undefined,
        q.requirement ? exists(linked(eq(complianceEvidenceLinks.requirementId, q.requirement))) : undefined,
        q.unlinked === "true" ? notExists(linked()) : q.unlinked === "false" ? exists(linked()) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        d.db
          .select()
          .from(e)
          .where(where)
          .orderBy(desc(e.createdAt), desc(e.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        d.db.select({ n: count() }).from(e).where(where),
      ]);
      return {
        data: await presentEvidence(d.db, caller.scope, rows, today),
        page: q.page,
        limit: q.limit,
        total: total?.n ?? 0,
        canManage: caller.canManage,
      };
    },

    /** The file's bytes for a download; a link, or a file gone from storage, is not found. */
    async download(caller: Caller, id: string) {
      const row = await findEvidence(d.db, caller, id);
      if (row.kind !== "file" || !row.storageKey) throw notFound();
      const file = await d.storage.get(row.storageKey);
      if (!file) throw notFound();
      return { bytes: file.bytes, contentType: row.contentType ?? "application/octet-stream", fileName: row.fileName ?? "evidence" };
    },
  };
}
