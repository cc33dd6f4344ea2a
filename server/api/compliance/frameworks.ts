import { and, eq } from "drizzle-orm";
import { frameworkRequirements } from "../../../contract/compliance-frameworks.ts";
import type { FrameworkSummary, FrameworkTree } from "../../../contract/compliance.ts";
import { complianceFrameworks } from "./schema.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError, invalidFields } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import type { LoadAssessment } from "./assessment.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { conflict, notFound } from "./errors.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { decodeFrameworkFile, importFrameworkJson, type FrameworkImportIssue } from "./frameworks/import-framework.ts";
import { importFrameworkCsv } from "./frameworks/import-framework-csv.ts";
import { adoptionsOf, findAdoption, inEntity, recordAudit } from "./queries.ts";
import { frameworkReadiness } from "./readiness.ts";
import { buildTree } from "./tree.ts";

/** An import that found problems: each with where it is ("line 5, parent" for CSV, a JSON path) and its message. */
export class ImportRefused extends DomainError {
  constructor(found: FrameworkImportIssue[], more: number) {
    const issues = found.map((i) => ({
      path: [i.line ? `line ${i.line}` : null, i.path].filter(Boolean).join(", "),
      message: (locale: Locale) => translate(i.key, locale, i.vars),
    }));
    super("invalid", "framework_invalid", "compliance:errors.importInvalid", { count: found.length + more }, undefined, issues);
  }
}

/** A CSV's `details` field: JSON, or nothing when blank. */
function detailsOf(text: string | undefined): unknown {
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidFields([{ path: "details", message: (locale) => translate("complianceImport:errors.invalidValue", locale) }]);
  }
}

/** The frameworks an entity sees and their trees; its own imports, added and removed. */
export function createFrameworks(d: Pick<ComplianceDeps, "db">, store: FrameworkStore, load: LoadAssessment) {
  return {
    /** `GET /api/compliance/frameworks`: shipped and imported, each with whether the entity adopted it. */
    async list(caller: Caller): Promise<FrameworkSummary[]> {
      const [all, adoptions] = await Promise.all([store.summaries(caller.scope), adoptionsOf(d.db, caller.scope)]);
      const adopted = new Set(adoptions.map((a) => a.frameworkSlug));
      return all.map((f) => ({
        slug: f.slug,
        name: f.name[caller.locale],
        version: f.version,
        requirementCount: f.requirementCount,
        origin: f.origin,
        adopted: adopted.has(f.slug),
      }));
    },

    /** `GET /api/compliance/frameworks/{slug}`: the tree, with states and readiness when adopted. */
    async tree(caller: Caller, slug: string): Promise<FrameworkTree> {
      const found = await store.find(caller.scope, slug);
      if (!found) throw notFound();
      const { framework, origin, requirementCount } = found;
      const assessment = await load(caller.scope);
      const adopted = assessment.isAdopted(slug);
      const readiness = adopted ? frameworkReadiness(framework, assessment.states, caller.locale) : null;
      const l = caller.locale;
      return {
        slug,
        name: framework.name[l],
        version: framework.version,
        publisher: framework.publisher,
        source: framework.source ?? null,
        licence: framework.licence[l],
        description: framework.description[l],
        origin,
        requirementCount,
        adopted,
        readiness: readiness?.readiness ?? null,
        groupReadiness: readiness?.groups ?? [],
        groups: buildTree(framework, l, assessment),
      };
    },

    /**
     * Imports a framework from the documented CSV or JSON format (docs/compliance-framework-import.md):
     * JSON when the file is a JSON object, else CSV with `details` (JSON text) beside it. Nothing
     * is written while any problem remains; the same slug twice in one entity is a conflict.
     */
    async importFile(caller: Caller, bytes: Uint8Array, detailsText: string | undefined): Promise<FrameworkSummary> {
      const details = detailsOf(detailsText);
      const decoded = decodeFrameworkFile(bytes);
      if (!decoded.ok) throw new ImportRefused(decoded.issues, decoded.more);
      const text = decoded.text.replace(/^\uFEFF/, "");
      const result = /^\s*\{/.test(text) ? importFrameworkJson(text) : importFrameworkCsv(text, details);
      if (!result.ok) throw new ImportRefused(result.issues, result.more);
      const f = result.framework;
      const requirementCount = frameworkRequirements(f).length;
      const inserted = await d.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(complianceFrameworks)
          .values({
            whitelabelId: caller.scope.tenantId,
            entityId: caller.scope.entityId,
            slug: f.slug,
            name: f.name,
            version: f.version,
            requirementCount,
            definition: f,
            importedBy: caller.userId,
          })
          .onConflictDoNothing()
          .returning({ id: complianceFrameworks.id });
        if (row)
          await recordAudit(tx, caller.scope, caller.userId, [
            { action: "frameworkImported", frameworkSlug: f.slug, to: `${f.name[caller.locale]} ${f.version}` },
          ]);
        return row;
      });
      if (!inserted) throw conflict("framework_exists", "frameworkExists", { slug: f.slug }, "slug");
      return { slug: f.slug, name: f.name[caller.locale], version: f.version, requirementCount, origin: "imported", adopted: false };
    },

    /** Removes an imported framework the entity no longer adopts (its assessment rows stay in the trail only). */
    async remove(caller: Caller, slug: string) {
      await d.db.transaction(async (tx) => {
        const where = and(inEntity(complianceFrameworks, caller.scope), eq(complianceFrameworks.slug, slug));
        const [row] = await tx
          .select({ id: complianceFrameworks.id, name: complianceFrameworks.name, version: complianceFrameworks.version })
          .from(complianceFrameworks)
          .where(where)
          .for("update");
        if (!row) throw notFound();
        if (await findAdoption(tx, caller.scope, slug)) throw conflict("framework_adopted", "frameworkAdopted", { slug });
        await tx.delete(complianceFrameworks).where(where);
        await recordAudit(tx, caller.scope, caller.userId, [
          { action: "frameworkDeleted", frameworkSlug: slug, from: `${row.name[caller.locale]} ${row.version}` },
        ]);
      });
    },
  };
}
export type Frameworks = ReturnType<typeof createFrameworks>;
