import { useTranslation } from "react-i18next";
import { AssessmentForm } from "../../components/compliance/requirement/assessment-form.tsx";
import { AssessmentSummary } from "../../components/compliance/requirement/assessment-summary.tsx";
import { AttachedEvidence } from "../../components/compliance/requirement/attached-evidence.tsx";
import { AuditTrail } from "../../components/compliance/requirement/audit-trail.tsx";
import { AutomaticEvidencePanel } from "../../components/compliance/requirement/automatic-evidence.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { MappedRequirements } from "../../components/compliance/requirement/mapped-requirements.tsx";
import { RequirementAbout } from "../../components/compliance/requirement/requirement-about.tsx";
import { loadRequirement } from "../../components/compliance/requirement/requirement-api.ts";
import { RequirementBreadcrumb } from "../../components/compliance/requirement/requirement-breadcrumb.tsx";
import { StateBadges } from "../../components/compliance/requirement/state-badges.tsx";
import { XenExplains } from "../../components/compliance/requirement/xen-explains.tsx";
import type { Route } from "./+types/requirement";

/** "/compliance/requirements/{id}" (the id holds ":", encoded in the address): what it asks, its assessment, evidence, mappings and history. */
export async function loader(args: Route.LoaderArgs) {
  const found = await loadRequirement(args, args.params.id);
  return { ...found, seo: { title: `${found.requirement.code} ${found.requirement.title}` } };
}

export default function RequirementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("complianceRequirementPages");
  const { requirement: r, audit, members, me } = loaderData;
  const editable = r.canManage && r.framework.adopted;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        breadcrumb={<RequirementBreadcrumb requirement={r} />}
        title={
          <>
            <span className="text-primary-text">{r.code}</span> {r.title}
          </>
        }
        intro={
          <div className="flex flex-col gap-2">
            <p className="text-sm">{t("requirement.framework", { framework: r.framework.name, version: r.framework.version })}</p>
            <StateBadges state={r.state} />
          </div>
        }
      />
      {/* what it asks, then the assessment, then the evidence: in that order on a phone; on a wide screen the assessment stays beside them */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {r.xen || r.guidance || r.examples.length || r.citations.length ? (
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <XenExplains xen={r.xen} />
            <RequirementAbout requirement={r} />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          {editable ? (
            <AssessmentForm key={r.updatedAt ?? "new"} requirement={r} members={members} me={me} />
          ) : (
            <AssessmentSummary requirement={r} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <AttachedEvidence requirement={r} />
          <AutomaticEvidencePanel items={r.automaticEvidence} />
          <MappedRequirements mappings={r.mappings} />
        </div>
      </div>
      <AuditTrail audit={audit} />
    </div>
  );
}
