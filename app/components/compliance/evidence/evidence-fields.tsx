import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { COMPLIANCE_LIMITS as L } from "../../../../contract/compliance-limits.ts";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import type { EvidenceDraft, EvidenceField } from "./evidence-values.ts";

export const FILE_INPUT_CLASS = `${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:font-semibold file:text-fg`;

/** The fields a new or changed piece of evidence shares: a link's address, title, description, last valid day. */
export function EvidenceFields({
  idOf,
  draft,
  errors,
  mode,
  firstRef,
  onChange,
}: {
  idOf: (field: EvidenceField) => string;
  draft: EvidenceDraft;
  errors: Partial<Record<EvidenceField, string>>;
  mode: "create" | "edit";
  firstRef?: Ref<HTMLInputElement>;
  onChange: (next: EvidenceDraft) => void;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const set = <K extends keyof EvidenceDraft>(k: K, v: EvidenceDraft[K]) => onChange({ ...draft, [k]: v });
  const titleOptional = mode === "create" && draft.kind === "file";
  return (
    <>
      {mode === "create" && draft.kind === "link" ? (
        <FormField id={idOf("url")} label={t("fields.url")} hint={t("fields.urlHint")} error={errors.url} errorIcon>
          {(a11y) => (
            <input
              {...a11y}
              ref={firstRef}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={L.url}
              value={draft.url}
              onChange={(e) => set("url", e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={idOf("title")}
        label={t("fields.title")}
        optionalText={titleOptional ? t("optional") : undefined}
        hint={titleOptional ? t("fields.titleHintFile") : undefined}
        error={errors.title}
        errorIcon
      >
        {(a11y) => (
          <input
            {...a11y}
            ref={mode === "edit" ? firstRef : undefined}
            type="text"
            maxLength={L.evidenceTitle}
            value={draft.title}
            onChange={(e) => set("title", e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={idOf("description")} label={t("fields.description")} optionalText={t("optional")} error={errors.description} errorIcon>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={L.evidenceDescription}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id={idOf("validUntil")}
        label={t("fields.validUntil")}
        optionalText={t("optional")}
        hint={t("fields.validUntilHint")}
        error={errors.validUntil}
        errorIcon
      >
        {(a11y) => (
          <input
            {...a11y}
            type="date"
            value={draft.validUntil}
            onChange={(e) => set("validUntil", e.target.value)}
            className={`${inputClass} max-w-xs`}
          />
        )}
      </FormField>
    </>
  );
}
