import { and, count, desc, eq } from "drizzle-orm";
import type { AuditEvent } from "../../../contract/compliance-evidence.ts";
import { complianceAuditEvents } from "./schema.ts";
import { translate } from "../../platform/i18n.ts";
import { people } from "../identity/index.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { dayText } from "./exports/words.ts";
import { inEntity } from "./queries.ts";

/** Lines whose values are calendar days, written as the reader writes dates. */
const DAY_VALUES: Record<string, "from" | "to" | "both"> = { dueDate: "both", reviewDate: "both", evidenceExpired: "to" };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The line's catalog key: a no-evidence reason given, changed or taken away reads differently. */
function lineKey(action: string, from: string | null, to: string | null) {
  if (action !== "noEvidence") return action;
  return from === null ? "noEvidenceSet" : to === null ? "noEvidenceRemoved" : "noEvidence";
}

export type AuditQuery = { requirement?: string; framework?: string; evidence?: string; page: number; limit: number };

/** The audit trail, newest first, each line also told in the viewer's language. */
export function createAuditTrail(d: Pick<ComplianceDeps, "db">) {
  return async function list(caller: Caller, q: AuditQuery) {
    const a = complianceAuditEvents;
    const where = and(
      inEntity(a, caller.scope),
      q.requirement ? eq(a.requirementId, q.requirement) : undefined,
      q.framework ? eq(a.frameworkSlug, q.framework) : undefined,
      q.evidence ? eq(a.evidenceId, q.evidence) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      d.db
        .select()
        .from(a)
        .where(where)
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      d.db.select({ n: count() }).from(a).where(where),
    ]);
    // people named in the lines: who acted, and owners given or taken
    const ids = rows.flatMap((r) => [r.actorId, ...(r.action === "owner" ? [r.fromValue, r.toValue] : [])]).filter((x): x is string => !!x);
    const persons = await people.findMany(d.db, caller.scope, ids);
    const nameOf = new Map(persons.map((p) => [p.id, p.name]));
    const l = caller.locale;
    const none = translate("compliance:audit.none", l);
    const shown = (action: string, v: string | null, side: "from" | "to") => {
      if (v === null) return none;
      if (action === "status") return translate(`compliance:statuses.${v}`, l);
      if (action === "owner") return nameOf.get(v) ?? translate("compliance:audit.formerMember", l);
      const days = DAY_VALUES[action];
      if ((days === "both" || days === side) && DAY.test(v)) return dayText(v, l);
      return v;
    };
    const data: AuditEvent[] = rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actorId ? { id: r.actorId, name: nameOf.get(r.actorId) ?? translate("compliance:audit.formerMember", l) } : null,
      action: r.action,
      requirementId: r.requirementId,
      framework: r.frameworkSlug,
      evidenceId: r.evidenceId,
      from: r.fromValue,
      to: r.toValue,
      text: translate(`compliance:audit.${lineKey(r.action, r.fromValue, r.toValue)}`, l, {
        from: shown(r.action, r.fromValue, "from"),
        to: shown(r.action, r.toValue, "to"),
        requirement: r.requirementId?.split(":").slice(1).join(":") ?? "",
        framework: r.frameworkSlug ?? "",
      }),
    }));
    return { data, page: q.page, limit: q.limit, total: total?.n ?? 0 };
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
