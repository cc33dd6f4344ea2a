import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { EVIDENCE_FILE_TYPES } from "../../../../contract/compliance-limits.ts";
import { cleanFileName, sniffEvidence } from "../evidence-file.ts";
import { evidenceFileKey } from "../evidence.ts";
import { shippedFramework } from "../frameworks/catalog.ts";
import { auditRows, type AuditEntry, type StatusRecord } from "../queries.ts";
import { dayOf, type StatusRow } from "../readiness.ts";
import { ASSESSED_FIELDS, FIELD_ACTION } from "../requirements.ts";
import type { EntityScope } from "../../../platform/scope.ts";
import type { Storage } from "../../../platform/storage.ts";
import type { Tx } from "../../../db/client.ts";
import {
  complianceAdoptions,
  complianceAuditEvents,
  complianceEvidence,
  complianceEvidenceLinks,
  complianceRequirementStatuses,
} from "../schema.ts";
import { entities, userEntities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { DEMO_ADOPTIONS, DEMO_EVIDENCE, DEMO_REQUIREMENTS, type DemoPerson, type DemoRequirement } from "./compliance-demo.ts";
import { demoDocumentPdf } from "./compliance-documents.ts";
import { seedReadinessTrend, type DemoHistory } from "./compliance-trend.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;
export const COMPLIANCE_DEMO = { tenant: "acme", domain: "acme.test", manager: "manager@acme.test", learner: "learner@acme.test" } as const;

type Assessed = Pick<StatusRecord, (typeof ASSESSED_FIELDS)[number]>;
type Step = { at: Date; by: string; set: Partial<Assessed> };
type Audit = typeof complianceAuditEvents.$inferInsert;

/** Acme Corporation (the demo company of acme.test) with its manager and learner as members, or nothing when they are not there. */
async function demoPeople(tx: Tx) {
  const rows = await tx
    .select({ email: users.email, userId: users.id, tenantId: entities.whitelabelId, entityId: entities.id })
    .from(entities)
    .innerJoin(whitelabels, eq(whitelabels.id, entities.whitelabelId))
    .innerJoin(userEntities, and(eq(userEntities.entityId, entities.id), eq(userEntities.status, "active")))
    .innerJoin(users, eq(users.id, userEntities.userId))
    .where(
      and(
        eq(whitelabels.whitelabelSlug, COMPLIANCE_DEMO.tenant),
        eq(entities.type, "company"),
        eq(entities.domain, COMPLIANCE_DEMO.domain),
        sql`lower(${users.email}) in (${COMPLIANCE_DEMO.manager}, ${COMPLIANCE_DEMO.learner})`,
      ),
    );
  const manager = rows.find((r) => r.email.toLowerCase() === COMPLIANCE_DEMO.manager);
  if (!manager) return null;
  const learner = rows.find((r) => r.email.toLowerCase() === COMPLIANCE_DEMO.learner && r.entityId === manager.entityId);
  return {
    scope: { tenantId: manager.tenantId, entityId: manager.entityId },
    manager: manager.userId,
    learner: learner?.userId ?? manager.userId,
  };
}

/** Whether the entity's compliance was ever touched: an adoption, evidence or a line of the trail. */
async function touched(tx: Tx, scope: EntityScope) {
  for (const t of [complianceAdoptions, complianceEvidence, complianceAuditEvents]) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(t)
      .where(and(eq(t.whitelabelId, scope.tenantId), eq(t.entityId, scope.entityId)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Acme's living compliance assessment (compliance-demo.ts), once: ISO/IEC 27001:2022 and LGPD
 * adopted, requirements part-way done with owners, dates and notes, evidence files (stored
 * through the storage module like an upload) and links, the audit trail of every change, and the
 * readiness trend since adoption. Every row is what the product would have written had Acme's
 * people done this work through it over the last twelve weeks. An entity whose compliance was
 * ever touched is left as it is.
 */
export async function seedComplianceDemo(tx: Tx, storage: Storage, now = new Date()) {
  const who = await demoPeople(tx);
  if (!who || (await touched(tx, who.scope))) return;
  const { scope } = who;
  const person = (p: DemoPerson) => (p === "learner" ? who.learner : who.manager);
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * MINUTE);
  const audit: Audit[] = [];
  const history: DemoHistory = { adoptions: [], statuses: new Map(), evidence: [] };

  for (const a of DEMO_ADOPTIONS) {
    const framework = shippedFramework(a.slug)!;
    const at = ago(a.daysAgo);
    history.adoptions.push({ framework, at });
    await tx.insert(complianceAdoptions).values({
      whitelabelId: scope.tenantId,
      entityId: scope.entityId,
      frameworkSlug: a.slug,
      frameworkVersion: framework.version,
      adoptedBy: person(a.by),
      adoptedAt: at,
    });
    audit.push(...auditRows(scope, person(a.by), [{ action: "adopted", frameworkSlug: a.slug, to: framework.version }], at));
  }

  await seedEvidence(tx, storage, scope, { now, ago, person, audit, history });

  const rows: (typeof complianceRequirementStatuses.$inferInsert)[] = [];
  for (const r of DEMO_REQUIREMENTS) {
    const adoptedAt = history.adoptions.find((a) => r.id.startsWith(`${a.framework.slug}:`))!.at;
    const steps = stepsOf(r, { now, ago, person, adoptedAt });
    const trail: { at: Date; row: StatusRow }[] = [];
    let before: Assessed = {
      status: "not_started",
      justification: null,
      noEvidenceReason: null,
      ownerId: null,
      dueDate: null,
      reviewDate: null,
      notes: null,
    };
    let closedAt: Date | null = null;
    for (const step of steps) {
      const next = { ...before, ...step.set };
      const changes: AuditEntry[] = ASSESSED_FIELDS.filter((f) => before[f] !== next[f]).map((f) => ({
        action: FIELD_ACTION[f],
        requirementId: r.id,
        frameworkSlug: r.id.split(":")[0],
        from: before[f],
        to: next[f],
      }));
      audit.push(...auditRows(scope, step.by, changes, step.at));
      if (!["not_started", "in_progress"].includes(next.status)) closedAt ??= step.at;
      before = next;
      trail.push({
        at: step.at,
        row: {
          requirementId: r.id,
          status: next.status,
          ownerId: next.ownerId,
          dueDate: next.dueDate,
          reviewDate: next.reviewDate,
          noEvidenceReason: next.noEvidenceReason,
        },
      });
    }
    history.statuses.set(r.id, trail);
    const last = steps.at(-1)!;
    // the hourly job reminded the owner on the due date of whatever was still open then
    const reminded = !!before.dueDate && !!before.ownerId && new Date(`${before.dueDate}T00:00:00Z`) <= (closedAt ?? now);
    rows.push({
      whitelabelId: scope.tenantId,
      entityId: scope.entityId,
      requirementId: r.id,
      frameworkSlug: r.id.split(":")[0]!,
      ...before,
      dueRemindedFor: reminded ? before.dueDate : null,
      updatedBy: last.by,
      updatedAt: last.at,
    });
  }
  await tx.insert(complianceRequirementStatuses).values(rows);
  await tx.insert(complianceAuditEvents).values(audit.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime()));
  await seedReadinessTrend(tx, scope, history, now);
}

type Context = { now: Date; ago: (days: number, minutes?: number) => Date; person: (p: DemoPerson) => string };

/** The changes a manager made to one requirement, as PATCHes of its assessment. */
function stepsOf(r: DemoRequirement, c: Context & { adoptedAt: Date }): Step[] {
  const manager = c.person("manager");
  if (r.status === "not_applicable")
    return [{ at: c.ago(r.daysAgo), by: manager, set: { status: "not_applicable", justification: r.justification } }];
  const owner = c.person(r.owner);
  if (r.status === "in_progress")
    return [
      {
        at: c.ago(r.startedDaysAgo),
        by: manager,
        set: { status: "in_progress", ownerId: owner, dueDate: dayOf(c.now, r.due), notes: r.notes ?? null },
      },
    ];
  // put in progress with its owner and a due date a few days after it was done, then implemented by its owner
  const started = c.ago(r.startedDaysAgo ?? r.daysAgo + 10);
  const startedAt = started < c.adoptedAt ? new Date(c.adoptedAt.getTime() + 30 * MINUTE) : started;
  const implementedAt = c.ago(r.daysAgo);
  return [
    {
      at: startedAt,
      by: manager,
      set: { status: "in_progress", ownerId: owner, dueDate: dayOf(c.now, r.due ?? Math.round(5 - r.daysAgo)) },
    },
    {
      at: implementedAt,
      by: owner,
      set: { status: "implemented", notes: r.notes ?? null, ...(r.review ? { reviewDate: dayOf(c.now, r.review) } : {}) },
    },
  ];
}

/** The evidence library: files made and stored like uploads, links, each attached to what it supports; expiries recorded as the hourly job does. */
async function seedEvidence(
  tx: Tx,
  storage: Storage,
  scope: EntityScope & { entityId: string },
  c: Context & { audit: Audit[]; history: DemoHistory },
) {
  const today = dayOf(c.now);
  const rows = await Promise.all(
    DEMO_EVIDENCE.map(async (e) => {
      const id = randomUUID();
      const at = c.ago(e.daysAgo, 15);
      const base = {
        id,
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        title: e.title,
        description: e.description,
        validUntil: dayOf(c.now, e.validFor),
        createdBy: c.person(e.by),
        createdAt: at,
        updatedAt: at,
      };
      if ("url" in e.source) return { ...base, kind: "link" as const, url: e.source.url };
      const bytes = await demoDocumentPdf(e.source.file, at);
      const sniffed = sniffEvidence(bytes, e.source.fileName);
      if (!sniffed.ok) throw new Error(`The demo's ${e.source.fileName} is not accepted as evidence: ${sniffed.reason}`);
      const type = EVIDENCE_FILE_TYPES[sniffed.type];
      const storageKey = evidenceFileKey(scope, id, type.extensions[0]);
      await storage.put(storageKey, bytes, type.contentType);
      return {
        ...base,
        kind: "file" as const,
        storageKey,
        fileName: cleanFileName(e.source.fileName, sniffed.type),
        contentType: type.contentType,
        sizeBytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      };
    }),
  );
  const links: (typeof complianceEvidenceLinks.$inferInsert)[] = [];
  rows.forEach((row, i) => {
    const e = DEMO_EVIDENCE[i]!;
    const attached = e.supports.map((s) =>
      typeof s === "string" ? { requirementId: s, at: row.createdAt } : { requirementId: s.id, at: c.ago(s.daysAgo, 15) },
    );
    for (const l of attached) {
      links.push({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        evidenceId: row.id,
        requirementId: l.requirementId,
        linkedBy: row.createdBy,
        linkedAt: l.at,
      });
      c.audit.push(
        ...auditRows(
          scope,
          row.createdBy,
          [
            {
              action: "evidenceAttached",
              requirementId: l.requirementId,
              frameworkSlug: l.requirementId.split(":")[0],
              evidenceId: row.id,
              to: row.title,
            },
          ],
          l.at,
        ),
      );
    }
    c.history.evidence.push({ createdAt: row.createdAt, validUntil: row.validUntil, links: attached });
    if (row.validUntil < today) {
      // the hourly job's first run of the day after the last valid one
      const recorded = new Date(
        Math.min(new Date(`${dayOf(new Date(`${row.validUntil}T00:00:00Z`), 1)}T00:05:00Z`).getTime(), c.now.getTime()),
      );
      Object.assign(row, { expiryRecordedAt: recorded });
      c.audit.push(
        ...auditRows(
          scope,
          null,
          attached.map((l) => ({
            action: "evidenceExpired" as const,
            requirementId: l.requirementId,
            frameworkSlug: l.requirementId.split(":")[0],
            evidenceId: row.id,
            from: row.title,
            to: row.validUntil,
          })),
          recorded,
        ),
      );
    }
  });
  await tx.insert(complianceEvidence).values(rows);
  await tx.insert(complianceEvidenceLinks).values(links);
}
