import { createHash, randomUUID } from "node:crypto";
import type { FileEvidenceFields, LinkEvidenceInput } from "../../../contract/compliance-evidence.ts";
import { EVIDENCE_FILE_LIMITS, EVIDENCE_FILE_TYPES } from "../../../contract/compliance-limits.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { isStorageKey } from "../../platform/storage.ts";
import type { Caller } from "./deps.ts";
import { invalid, notFound } from "./errors.ts";
import { cleanFileName, sniffEvidence } from "./evidence-file.ts";
import { checkRequirements, evidenceDetail, insertEvidence, type EvidenceDeps } from "./evidence-records.ts";
import type { FrameworkStore } from "./framework-store.ts";

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

/** Adding evidence: a link or an uploaded file, attached at once to the requirements named. */
export function createEvidenceUploads(d: EvidenceDeps, store: FrameworkStore) {
  const detail = (caller: Caller, id: string) => evidenceDetail(d, store, caller, id);

  return {
    /** A link as evidence (http or https), attached at once to the requirements named. */
    async createLink(caller: Caller, input: LinkEvidenceInput) {
      const url = evidenceUrl(input.url);
      if (!url) throw invalid("invalid_url", "invalidUrl", {}, "url");
      const requirementIds = await checkRequirements(store, caller, input.requirementIds);
      const id = randomUUID();
      await insertEvidence(
        d,
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
      const requirementIds = await checkRequirements(store, caller, fields.requirementIds);
      const type = EVIDENCE_FILE_TYPES[sniffed.type];
      const id = randomUUID();
      const key = evidenceFileKey(caller.scope, id, type.extensions[0]);
      if (!isStorageKey(key)) throw notFound();
      const fileName = cleanFileName(file.name, sniffed.type);
      // the file first: a row never points at bytes that are not there (a failed insert leaves an orphan file, which is harmless)
      await d.storage.put(key, file.bytes, type.contentType);
      try {
        await insertEvidence(
          d,
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
  };
}
