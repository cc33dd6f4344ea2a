import * as Dialog from "@radix-ui/react-dialog";
import { Pencil } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { failureByField } from "./add-evidence-dialog.tsx";
import { EvidenceFields } from "./evidence-fields.tsx";
import { checkEvidence } from "./evidence-form-schema.ts";
import { evidenceChanges, type EvidenceDraft, type EvidenceField } from "./evidence-values.ts";

const draftOf = (e: EvidenceSummary): EvidenceDraft => ({
  kind: e.kind,
  file: null,
  title: e.title,
  url: e.url ?? "",
  description: e.description ?? "",
  validUntil: e.validUntil ?? "",
});

/** A new title, description or last valid day (a later day renews expired evidence). */
export function EditEvidenceDialog({ evidence }: { evidence: EvidenceSummary }) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EvidenceDraft>(() => draftOf(evidence));
  const [errors, setErrors] = useState<Partial<Record<EvidenceField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: EvidenceField) => `${id}-${name}`;

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setDraft(draftOf(evidence));
    setErrors({});
    setFormError(null);
  }

  function show(found: Partial<Record<EvidenceField, string>>) {
    setErrors(found);
    const first = (["title", "description", "validUntil"] as const).find((k) => found[k]);
    if (first) document.getElementById(field(first))?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkEvidence(draft, "edit");
    if (problems.length) return show(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
    const body = evidenceChanges(evidence, draft);
    if (!Object.keys(body).length) return setOpen(false);
    setPending(true);
    const res = await api.patch("/compliance/evidence/{id}", { params: { id: evidence.id }, body });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      toast.success(t("edit.done", { title: res.data.title }));
      void revalidator.revalidate();
      return;
    }
    const { byField, other } = failureByField(res);
    show(byField);
    if (other !== null || !Object.keys(byField).length) setFormError(other ?? t("edit.failed"));
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        <Pencil aria-hidden="true" className="size-4" />
        {t("edit.open")}
        <span className="sr-only">{evidence.title}</span>
      </Dialog.Trigger>
      <DialogFrame
        title={t("edit.title", { title: evidence.title })}
        description={t("edit.description")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={titleRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4">
          <EvidenceFields idOf={field} draft={draft} errors={errors} mode="edit" firstRef={titleRef} onChange={setDraft} />
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {formError}
            </p>
          ) : null}
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t("edit.submit")} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
