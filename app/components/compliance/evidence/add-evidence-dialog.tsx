import * as Dialog from "@radix-ui/react-dialog";
import { Link2, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { EVIDENCE_FILE_LIMITS } from "../../../../contract/compliance-limits.ts";
import { useApi, type ApiFailure } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { EvidenceFields, FILE_INPUT_CLASS } from "./evidence-fields.tsx";
import { checkEvidence } from "./evidence-form-schema.ts";
import { evidenceFieldOf, linkBody, uploadForm, type EvidenceDraft, type EvidenceField } from "./evidence-values.ts";
import type { RequirementChoice } from "./requirement-choices.ts";
import { RequirementPicker } from "./requirement-picker.tsx";

const empty = (kind: EvidenceDraft["kind"]): EvidenceDraft => ({ kind, file: null, title: "", url: "", description: "", validUntil: "" });

/** The field a failed upload or link belongs to, and its message: 413 and 415 are the file's. */
export function failureByField(res: ApiFailure): { byField: Partial<Record<EvidenceField, string>>; other: string | null } {
  const byField: Partial<Record<EvidenceField, string>> = {};
  for (const issue of res.error.issues ?? []) {
    const f = evidenceFieldOf(issue.path);
    if (f) byField[f] ??= issue.message;
  }
  if ((res.status === 413 || res.status === 415) && !byField.file && res.error.message) byField.file = res.error.message;
  return { byField, other: Object.keys(byField).length ? null : res.error.message || null };
}

/**
 * Upload a file or add a link as evidence, with the last day it is valid; on a requirement's page
 * it supports that requirement at once, in the library the manager may pick requirements.
 */
export function AddEvidenceDialog({
  kind,
  requirement,
  pickRequirements = false,
  triggerVariant = "outline",
}: {
  kind: EvidenceDraft["kind"];
  requirement?: { id: string; code: string };
  pickRequirements?: boolean;
  triggerVariant?: "primary" | "outline";
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<File | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EvidenceDraft>(() => empty(kind));
  const [chosen, setChosen] = useState<RequirementChoice[]>([]);
  const [errors, setErrors] = useState<Partial<Record<EvidenceField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: EvidenceField) => `${id}-${name}`;

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setDraft(empty(kind));
    setChosen([]);
    setErrors({});
    setFormError(null);
    fileRef.current = null;
  }

  function show(found: Partial<Record<EvidenceField, string>>) {
    setErrors(found);
    const first = (["file", "url", "title", "description", "validUntil", "requirementIds"] as const).find((k) => found[k]);
    if (first) document.getElementById(field(first))?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkEvidence(draft, "create");
    if (problems.length) return show(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
    const ids = requirement ? [requirement.id] : chosen.map((r) => r.id);
    setPending(true);
    const res =
      kind === "file"
        ? await api.post("/compliance/evidence", { rawBody: uploadForm(fileRef.current!, draft, ids) })
        : await api.post("/compliance/evidence/links", { body: linkBody(draft, ids) });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      toast.success(t(requirement ? "add.doneAttached" : "add.done", { title: res.data.title, code: requirement?.code }));
      void revalidator.revalidate();
      return;
    }
    const { byField, other } = failureByField(res);
    show(byField);
    if (other !== null || !Object.keys(byField).length) setFormError(other ?? t("add.failed"));
  }

  const Icon = kind === "file" ? Upload : Link2;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass(triggerVariant)} data-testid={`add-${kind}`}>
        <Icon aria-hidden="true" className="size-4" />
        {t(`add.open.${kind}`)}
      </Dialog.Trigger>
      <DialogFrame
        title={t(`add.title.${kind}`)}
        description={requirement ? t("add.descriptionFor", { code: requirement.code }) : t(`add.description.${kind}`)}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={firstRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4">
          {kind === "file" ? (
            <FormField
              id={field("file")}
              label={t("fields.file")}
              hint={t("fields.fileHint", { max: EVIDENCE_FILE_LIMITS.maxMegabytes })}
              error={errors.file}
              errorIcon
            >
              {(a11y) => (
                <input
                  {...a11y}
                  ref={firstRef}
                  type="file"
                  accept={EVIDENCE_FILE_LIMITS.accept}
                  className={FILE_INPUT_CLASS}
                  onChange={(e) => {
                    const file = e.target.files?.[0] ?? null;
                    fileRef.current = file;
                    setDraft((d) => ({ ...d, file: file ? { name: file.name, size: file.size } : null }));
                    setErrors((x) => ({ ...x, file: undefined }));
                  }}
                />
              )}
            </FormField>
          ) : null}
          <EvidenceFields
            idOf={field}
            draft={draft}
            errors={errors}
            mode="create"
            firstRef={kind === "link" ? firstRef : undefined}
            onChange={(next) => setDraft(next)}
          />
          {pickRequirements && !requirement ? (
            <RequirementPicker value={chosen} onChange={setChosen} error={errors.requirementIds} />
          ) : null}
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {formError}
            </p>
          ) : null}
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(`add.submit.${kind}`)} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
