import { Loader2, Save } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { COMPLIANCE_LIMITS as L, REQUIREMENT_STATUSES, type RequirementStatus } from "../../../../contract/compliance-limits.ts";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { CardForm } from "../../ui/card-form.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { checkAssessment } from "./assessment-form-schema.ts";
import { AssessmentUpdated } from "./assessment-summary.tsx";
import {
  assessmentChanges,
  assessmentDraftOf,
  assessmentFieldOf,
  type AssessmentDraft,
  type AssessmentField,
} from "./assessment-values.ts";
import { OwnerField } from "./owner-field.tsx";
import type { MemberOption } from "./requirement-api.ts";

/**
 * A manager's assessment of the requirement: status (not applicable says why), whether it needs
 * no evidence (and why), owner, due and review dates, notes. Saved as one change; the page then shows what the server answered, its
 * field errors beside their fields.
 */
export function AssessmentForm({
  requirement: r,
  members,
  me,
}: {
  requirement: RequirementDetail;
  members: { data: MemberOption[]; total: number } | null;
  me: MemberOption | null;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [before] = useState(() => assessmentDraftOf(r));
  const [draft, setDraft] = useState<AssessmentDraft>(before);
  const [errors, setErrors] = useState<Partial<Record<AssessmentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: AssessmentField) => `${id}-${name}`;
  const set = <K extends keyof AssessmentDraft>(k: K, v: AssessmentDraft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    // unticking "needs no evidence" also clears the error of its reason
    const f = (k === "noEvidence" ? "noEvidenceReason" : k) as AssessmentField;
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  function show(found: Partial<Record<AssessmentField, string>>) {
    setErrors(found);
    const first = (Object.keys(found) as AssessmentField[]).find((k) => found[k]);
    if (first) document.getElementById(field(first))?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkAssessment(draft);
    if (problems.length) return show(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
    const body = assessmentChanges(before, draft);
    if (!Object.keys(body).length) return toast.success(t("assessment.unchanged"));
    setPending(true);
    const res = await api.patch("/compliance/requirements/{id}", { params: { id: r.id }, body });
    setPending(false);
    if (res.ok) {
      show({});
      toast.success(t("assessment.saved", { code: r.code }));
      void revalidator.revalidate();
      return;
    }
    const found: Partial<Record<AssessmentField, string>> = {};
    for (const issue of res.error.issues ?? []) {
      const f = assessmentFieldOf(issue.path);
      if (f) found[f] ??= issue.message;
    }
    show(found);
    if (!Object.keys(found).length) setFormError(res.error.message || t("assessment.failed"));
  }

  const owner = r.owner ? { id: r.owner.id, name: r.owner.name, email: r.owner.email } : null;
  return (
    <CardForm
      title={t("assessment.title")}
      intro={t("assessment.intro")}
      pending={pending}
      onSubmit={submit}
      className="gap-5 p-4 sm:p-6"
      testId="assessment-form"
    >
      <FormField id={field("status")} label={t("assessment.status")} error={errors.status} errorIcon>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.status}
            onChange={(e) => set("status", e.target.value as RequirementStatus)}
            className={inputClass}
          >
            {REQUIREMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`compliance:statuses.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {draft.status === "not_applicable" ? (
        <FormField
          id={field("justification")}
          label={t("assessment.justification")}
          hint={t("assessment.justificationHint")}
          error={errors.justification}
          errorIcon
        >
          {(a11y) => (
            <textarea
              {...a11y}
              aria-required="true"
              rows={3}
              maxLength={L.justification}
              value={draft.justification}
              onChange={(e) => set("justification", e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      ) : null}
      {draft.status !== "not_applicable" ? (
        <div className="flex flex-col gap-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={draft.noEvidence}
              onChange={(e) => set("noEvidence", e.target.checked)}
              aria-describedby={`${id}-no-evidence-hint`}
              className="mt-1 size-4 shrink-0 accent-primary"
              data-testid="no-evidence-needed"
            />
            <span className="font-medium">{t("assessment.noEvidence")}</span>
          </label>
          <p id={`${id}-no-evidence-hint`} className="text-sm text-muted">
            {t("assessment.noEvidenceHint")}
          </p>
          {draft.noEvidence ? (
            <FormField id={field("noEvidenceReason")} label={t("assessment.noEvidenceReason")} error={errors.noEvidenceReason} errorIcon>
              {(a11y) => (
                <textarea
                  {...a11y}
                  aria-required="true"
                  rows={3}
                  maxLength={L.noEvidenceReason}
                  value={draft.noEvidenceReason}
                  onChange={(e) => set("noEvidenceReason", e.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
          ) : null}
        </div>
      ) : null}
      <OwnerField
        id={field("ownerId")}
        value={draft.ownerId}
        onChange={(v) => set("ownerId", v)}
        members={members}
        me={me}
        owner={owner}
        error={errors.ownerId}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <FormField id={field("dueDate")} label={t("assessment.dueDate")} optionalText={t("optional")} error={errors.dueDate} errorIcon>
          {(a11y) => (
            <input {...a11y} type="date" value={draft.dueDate} onChange={(e) => set("dueDate", e.target.value)} className={inputClass} />
          )}
        </FormField>
        <FormField
          id={field("reviewDate")}
          label={t("assessment.reviewDate")}
          optionalText={t("optional")}
          error={errors.reviewDate}
          errorIcon
        >
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              value={draft.reviewDate}
              onChange={(e) => set("reviewDate", e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={field("notes")}
        label={t("assessment.notes")}
        optionalText={t("optional")}
        hint={t("assessment.notesHint")}
        error={errors.notes}
        errorIcon
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={4}
            maxLength={L.notes}
            value={draft.notes}
            onChange={(e) => set("notes", e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <ErrorLine>{formError}</ErrorLine>
      <div className="flex flex-col gap-2">
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary", "md", "w-fit")}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
          {t(pending ? "assessment.saving" : "assessment.save")}
        </button>
        <AssessmentUpdated requirement={r} />
      </div>
    </CardForm>
  );
}
