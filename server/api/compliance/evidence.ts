import { createHash, randomUUID } from "node:crypto";
import { and, count, desc, eq, exists, ilike, notExists, or, sql, type SQL } from "drizzle-orm";
import type { EvidenceDetail, EvidenceUpdate, FileEvidenceFields, LinkEvidenceInput } from "../../../contract/compliance-evidence.ts";
import { EVIDENCE_FILE_LIMITS, EVIDENCE_FILE_TYPES, type EvidenceKind, type EvidenceState } from "../../../contract/compliance-limits.ts";
import type { Tx } from "../../db/client.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { isStorageKey } from "../../platform/storage.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { invalid, notFound } from "./errors.ts";
import { cleanFileName, sniffEvidence } from "./evidence-file.ts";
import { presentEvidence } from "./evidence-present.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { inEntity, recordAudit, theEvidence, validOn, type EvidenceRow } from "./queries.ts";
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

/** Evidence files live outside `t/`, so the public files route never serves them: only the download below, to the entity. */
export const evidenceFileKey = (scope: Caller["scope"], id: string, ext: string) =>
  `c/${scope.tenantId}/compliance/${scope.entityId}/${id}.${ext}`;

/** A link is evidence only when it is an http or https address (no other scheme, no credentials). */
export function evidenceUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname || url.username || url.password) return null;
  return url.toString();
}

/** The entity's evidence library: files and links, their validity, and the requirements they support. */
export function createEvidence(d: Pick<ComplianceDeps, "db" | "storage">, store: FrameworkStore) {
  const linkOf = (scope: Caller["scope"], id: string) =>
    and(inEntity(complianceEvidenceLinks, scope), eq(complianceEvidenceLinks.evidenceId, id));

  async function find(db: Tx, caller: Caller, id: string): Promise<EvidenceRow> {
    const [row] = await db.select().from(complianceEvidence).where(theEvidence(caller.scope, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** Requirement ids from a form, each one the entity can see; a wrong one is named. */
  async function checkRequirements(caller: Caller, ids: string[] = []) {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => store.requirement(caller.scope, id)));
    const unknown = unique.filter((_, i) => !found[i]);
    if (unknown.length) throw invalid("unknown_requirement", "unknownRequirement", { ids: unknown.join(", ") }, "requirementIds");
    return unique;
  }

  async function insert(
    caller: Caller,
    values: Omit<typeof complianceEvidence.$inferInsert, "whitelabelId" | "entityId">,
    requirementIds: string[],
  ) {
    await d.db.transaction(async (tx) => {
      await tx
        .insert(complianceEvidence)
        .values({ ...values, whitelabelId: caller.scope.tenantId, entityId: caller.scope.entityId, createdBy: caller.userId });
      for (const rid of requirementIds) await attachIn(tx, caller, values.id!, values.title, rid);
    });
  }

  async function attachIn(tx: Tx, caller: Caller, evidenceId: string, title: string, requirementId: string) {
    const [linked] = await tx
      .insert(complianceEvidenceLinks)
      .values({ whitelabelId: caller.scope.tenantId, entityId: caller.scope.entityId, evidenceId, requirementId, linkedBy: caller.userId })
      .onConflictDoNothing()
      .returning({ id: complianceEvidenceLinks.evidenceId });
    if (linked)
      await recordAudit(tx, caller.scope, caller.userId, [
        { action: "evidenceAttached", requirementId, frameworkSlug: requirementId.split(":")[0], evidenceId, to: title },
      ]);
  }

  async function detail(caller: Caller, id: string): Promise<EvidenceDetail> {
    const row = await find(d.db, caller, id);
    const links = await d.db
      .select({ requirementId: complianceEvidenceLinks.requirementId })
      .from(complianceEvidenceLinks)
      .where(linkOf(caller.scope, id))
      .orderBy(complianceEvidenceLinks.requirementId);
    const requirements = (await Promise.all(links.map((l) => store.requirement(caller.scope, l.requirementId)))).flatMap((e) =>
      e ? [{ id: e.requirement.id, framework: e.framework.slug, code: e.requirement.code, title: e.requirement.title[caller.locale] }] : [],
    );
    const [summary] = await presentEvidence(d.db, caller.scope, [row], dayOf(new Date()));
    return { ...summary!, requirements, canManage: caller.canManage };
  }

  return {
    detail,

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

    /** A link as evidence (http or https), attached at once to the requirements named. */
    async createLink(caller: Caller, input: LinkEvidenceInput) {
      const url = evidenceUrl(input.url);
      if (!url) throw invalid("invalid_url", "invalidUrl", {}, "url");
      const requirementIds = await checkRequirements(caller, input.requirementIds);
      const id = randomUUID();
      await insert(
        caller,
        { id, kind: "link", title: input.title, description: input.description ?? null, url, validUntil: input.validUntil ?? null },
        requirementIds,
      );
      return detail(caller, id);
    },

    /**
     * An uploaded file as evidence: at most EVIDENCE_FILE_LIMITS.maxBytes, its type judged by its
     * bytes (PDF, images, Office and OpenDocument files, plain text and CSV); markup and files
     * whose name disguises another type are refused. Stored through the storage module, outside
     * the public files.
     */
    async createFile(caller: Caller, file: { bytes: Uint8Array; name: string }, fields: FileEvidenceFields) {
      if (file.bytes.byteLength > EVIDENCE_FILE_LIMITS.maxBytes)
        throw new DomainError("too_large", "payload_too_large", "compliance:errors.fileTooLarge", {
          max: EVIDENCE_FILE_LIMITS.maxMegabytes,
        });
      const sniffed = sniffEvidence(file.bytes, file.name);
      if (!sniffed.ok) {
        if (sniffed.reason === "empty") throw invalid("file_empty", "fileEmpty", {}, "file");
        const vars = {
          extension: sniffed.extension ? `.${sniffed.extension}` : "",
          detected: sniffed.detected ? EVIDENCE_FILE_TYPES[sniffed.detected].extensions[0]!.toUpperCase() : "",
        };
        throw new DomainError(
          "unsupported_media",
          `file_${sniffed.reason}`,
          `compliance:errors.file${sniffed.reason[0]!.toUpperCase()}${sniffed.reason.slice(1)}`,
          vars,
          "file",
        );
      }
      const requirementIds = await checkRequirements(caller, fields.requirementIds);
      const type = EVIDENCE_FILE_TYPES[sniffed.type];
      const id = randomUUID();
      const key = evidenceFileKey(caller.scope, id, type.extensions[0]);
      if (!isStorageKey(key)) throw notFound();
      const fileName = cleanFileName(file.name, sniffed.type);
      // the file first: a row never points at bytes that are not there (a failed insert leaves an orphan file, which is harmless)
      await d.storage.put(key, file.bytes, type.contentType);
      try {
        await insert(
          caller,
          {
            id,
            kind: "file",
            title: fields.title ?? fileName.replace(/\.[^.]+$/, ""),
            description: fields.description ?? null,
            storageKey: key,
            fileName,
            contentType: type.contentType,
            sizeBytes: file.bytes.byteLength,
            sha256: createHash("sha256").update(file.bytes).digest("hex"),
            validUntil: fields.validUntil ?? null,
          },
          requirementIds,
        );
      } catch (e) {
        await d.storage.delete(key);
        throw e;
      }
      return detail(caller, id);
    },

    /** New title, description or validity; a new end date after an expiry is recorded again when it passes. */
    async update(caller: Caller, id: string, input: EvidenceUpdate) {
      const row = await find(d.db, caller, id);
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
        const row = await find(tx, caller, id);
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
      const row = await find(d.db, caller, id);
      if (!(await store.requirement(caller.scope, requirementId))) throw notFound();
      await d.db.transaction((tx) => attachIn(tx, caller, id, row.title, requirementId));
      return detail(caller, id);
    },

    async detach(caller: Caller, id: string, requirementId: string) {
      const row = await find(d.db, caller, id);
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

    /** The file's bytes for a download; a link, or a file gone from storage, is not found. */
    async download(caller: Caller, id: string) {
      const row = await find(d.db, caller, id);
      if (row.kind !== "file" || !row.storageKey) throw notFound();
      const file = await d.storage.get(row.storageKey);
      if (!file) throw notFound();
      return { bytes: file.bytes, contentType: row.contentType ?? "application/octet-stream", fileName: row.fileName ?? "evidence" };
    },
  };
}
export type Evidence = ReturnType<typeof createEvidence>;
