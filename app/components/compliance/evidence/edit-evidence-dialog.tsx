import * as Dialog from "@radix-ui/react-dialog";
import { Pencil } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { EvidenceFields } from "./evidence-fields.tsx";
import { evidenceChanges, type EvidenceDraft } from "./evidence-values.ts";
import { useEvidenceForm } from "./use-evidence-form.ts";

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
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useEvidenceForm({ mode: "edit", initial: () => draftOf(evidence), order: ["title", "description", "validUntil"] });

  function submit(e: FormEvent<HTMLFormElement>) {
    return form.submit(
      e,
      () => {
        const body = evidenceChanges(evidence, form.draft);
        return Object.keys(body).length ? api.patch("/compliance/evidence/{id}", { params: { id: evidence.id }, body }) : null;
      },
      (saved) => t("edit.done", { title: saved.title }),
    );
  }

  return (
    <Dialog.Root open={form.open} onOpenChange={form.onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        <Pencil aria-hidden="true" className="size-4" />
        {t("edit.open")}
        <span className="sr-only">{evidence.title}</span>
      </Dialog.Trigger>
      <DialogFrame
        title={t("edit.title", { title: evidence.title })}
        description={t("edit.description")}
        closeLabel={t("close")}
        closeDisabled={form.pending}
        initialFocus={titleRef}
      >
        <form noValidate onSubmit={submit} aria-busy={form.pending} className="mt-5 flex flex-col gap-4">
          <EvidenceFields
            idOf={form.field}
            draft={form.draft}
            errors={form.errors}
            mode="edit"
            firstRef={titleRef}
            onChange={form.setDraft}
          />
          <ErrorLine>{form.formError}</ErrorLine>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t("edit.submit")} pending={form.pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
