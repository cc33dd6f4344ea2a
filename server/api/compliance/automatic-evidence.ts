import { localizePath } from "../../../contract/locale.ts";
import type { AutomaticEvidenceKind } from "../../../contract/compliance-frameworks.ts";
import type { AutomaticEvidence } from "../../../contract/compliance-evidence.ts";
import { AUTOMATIC_EVIDENCE_RULES as RULES } from "../../../contract/compliance-limits.ts";
import { GRADES, type Grade, type ScanCategory } from "../../../contract/scanner-results.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { ComplianceDeps } from "./deps.ts";

const DAY = 86_400_000;
const CATEGORY: Record<Exclude<AutomaticEvidenceKind, "security-training">, ScanCategory> = {
  "scanner-tls": "tls",
  "scanner-headers": "headers",
  "scanner-email": "email",
  "scanner-exposure": "exposure",
};

/** What the product knows by itself about an entity, read fresh on each request (two indexed queries). */
export type AutomaticFacts = {
  training: { members: number; trained: number };
  scans: Awaited<ReturnType<ComplianceDeps["latestScans"]>>;
  /** The latest phishing simulation's figures, if any (undefined where phishing is not wired). */
  phishing?: Awaited<ReturnType<NonNullable<ComplianceDeps["awareness"]>>>;
  now: Date;
};

/**
 * The evidence the product gathers by itself (issue 12 item 5), computed on read: the share of
 * the entity's active members who completed a security-awareness course within the training
 * window (learning lends the count), and each website's latest finished scan's category grade
 * (the scanners lend it), with a link to the report. Nothing is stored, so a completion or a
 * scan shows at the next read.
 */
export function createAutomaticEvidence(d: Pick<ComplianceDeps, "securityTraining" | "latestScans" | "awareness">) {
  return {
    async facts(scope: EntityScope, now: Date): Promise<AutomaticFacts> {
      const [training, scans, phishing] = await Promise.all([
        d.securityTraining(scope, new Date(now.getTime() - RULES.trainingWindowDays * DAY)),
        d.latestScans(scope),
        d.awareness ? d.awareness(scope) : null,
      ]);
      return { training, scans, phishing, now };
    },
  };
}
export type AutomaticEvidenceReader = ReturnType<typeof createAutomaticEvidence>;

/** Whether a category's grade is good enough to evidence it (GRADES runs from best to worst). */
export const passingGrade = (grade: Grade | null) => grade !== null && GRADES.indexOf(grade) <= GRADES.indexOf(RULES.scanMinGrade);

/**
 * One kind of automatic evidence as a requirement shows it. It is current, and counts as valid
 * evidence, only when it shows the control working: enough of the members trained, or some
 * website's recent scan graded the category at a passing grade (a D or an F is a finding).
 */
export function automaticEvidenceOf(kind: AutomaticEvidenceKind, facts: AutomaticFacts, locale: "en" | "pt"): AutomaticEvidence {
  if (kind === "security-training") {
    const { members, trained } = facts.training;
    const percent = members ? Math.floor((100 * trained) / members) : 0;
    return {
      kind,
      current: trained > 0 && percent >= RULES.trainingMinPercent,
      training: { members, trained, percent, windowDays: RULES.trainingWindowDays, minPercent: RULES.trainingMinPercent },
      // shown beside the training; the training alone decides whether it counts
      phishing: facts.phishing ?? null,
      scans: [],
    };
  }
  const category = CATEGORY[kind];
  const oldest = facts.now.getTime() - RULES.scanValidDays * DAY;
  const scans = facts.scans.flatMap((s) => {
    const c = s.categories.find((x) => x.key === category);
    if (!c || c.grade === null) return [];
    return [
      {
        scanId: s.scanId,
        websiteId: s.websiteId,
        host: s.host,
        category,
        grade: c.grade,
        finishedAt: s.finishedAt.toISOString(),
        current: s.finishedAt.getTime() >= oldest,
        passing: passingGrade(c.grade),
        reportPath: localizePath(`/scanners/scans/${s.scanId}`, locale),
      },
    ];
  });
  return { kind, current: scans.some((s) => s.current && s.passing), training: null, scans };
}

/** The kinds of automatic evidence that currently count as valid evidence. */
export function currentKinds(facts: AutomaticFacts): Set<AutomaticEvidenceKind> {
  const kinds = new Set<AutomaticEvidenceKind>();
  for (const kind of ["security-training", ...Object.keys(CATEGORY)] as AutomaticEvidenceKind[])
    if (automaticEvidenceOf(kind, facts, "en").current) kinds.add(kind);
  return kinds;
}
