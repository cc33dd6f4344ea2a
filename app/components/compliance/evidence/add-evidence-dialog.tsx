import * as Dialog from "@radix-ui/react-dialog";
import { Link2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { EVIDENCE_FILE_LIMITS } from "../../../../contract/compliance-limits.ts";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { EvidenceFields, FILE_INPUT_CLASS } from "./evidence-fields.tsx";
import { linkBody, uploadForm, type EvidenceDraft } from "./evidence-values.ts";
import type { RequirementChoice } from "./requirement-choices.ts";
import { RequirementPicker } from "./requirement-picker.tsx";
import { useEvidenceForm } from "./use-evidence-form.ts";

const empty = (kind: EvidenceDraft["kind"]): EvidenceDraft => ({ kind, file: null, title: "", url: "", description: "", validUntil: "" });

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
  const firstRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<File | null>(null);
  const [chosen, setChosen] = useState<RequirementChoice[]>([]);
  const form = useEvidenceForm({
    mode: "create",
    initial: () => empty(kind),
    order: ["file", "url", "title", "description", "validUntil", "requirementIds"],
    onReset: () => {
      setChosen([]);
      fileRef.current = null;
    },
  });
  const { draft, setDraft, errors, setErrors, pending, field } = form;

  function submit(e: FormEvent<HTMLFormElement>) {
    const ids = requirement ? [requirement.id] : chosen.map((r) => r.id);
    return form.submit(
      e,
      () =>
        kind === "file"
          ? api.post("/compliance/evidence", { rawBody: uploadForm(fileRef.current!, draft, ids) })
          : api.post("/compliance/evidence/links", { body: linkBody(draft, ids) }),
      (saved) => t(requirement ? "add.doneAttached" : "add.done", { title: saved.title, code: requirement?.code }),
    );
  }

  const Icon = kind === "file" ? Upload : Link2;
  return (
    <Dialog.Root open={form.open} onOpenChange={form.onOpenChange}>
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
          <ErrorLine>{form.formError}</ErrorLine>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(`add.submit.${kind}`)} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
