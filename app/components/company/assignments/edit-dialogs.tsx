import * as Dialog from "@radix-ui/react-dialog";
import { CalendarClock, Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Assignment } from "../../../../contract/assignments.ts";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { BusyDialogRoot, DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorBox } from "../../ui/error-line.tsx";
import { checkDue } from "./assign-form-schema.ts";
import { DueFields, useDueFields } from "./due-fields.tsx";

/** Changes an assignment's due date (or clears it) and its yearly recurrence. */
export function DueDialog({ assignment, onDone }: { assignment: Assignment; onDone: () => void }) {
  const { t } = useTranslation("companyAssignments");
  const api = useApi();
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  const initial = { date: assignment.dueAt?.slice(0, 10) ?? "", yearly: assignment.recurrence === "yearly" }; // an <input type="date"> value
  const due = useDueFields(initial);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<{ due?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  function reset() {
    setError({});
    due.reset();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const checked = checkDue({ dueAt: due.value.date, yearly: due.value.yearly });
    if (!checked.ok) return setError({ due: t(checked.problem.key, checked.problem.vars) });
    setPending(true);
    const res = await api.patch("/entity/assignments/{id}", { params: { id: assignment.id }, body: checked.body });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone();
      return;
    }
    const issue = res.error.issues?.find((i) => i.path.endsWith("dueAt"))?.message;
    setError(issue ? { due: issue } : { form: res.error.message || t("edit.error") });
  }

  return (
    <BusyDialogRoot open={open} pending={pending} setOpen={setOpen} onChange={reset}>
      <Dialog.Trigger
        ref={first}
        className={buttonClass("outline", "sm")}
        aria-label={t("edit.actionFor", { title: assignment.item.title })}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        {t("edit.action")}
      </Dialog.Trigger>
      <DialogFrame title={t("edit.title")} description={assignment.item.title} closeLabel={t("close")} closeDisabled={pending}>
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <DueFields id={id} value={due.value} onChange={due.set} error={error.due} />
          <ErrorBox>{error.form}</ErrorBox>
          <DialogFormActions cancelLabel={t("dialog.cancel")} submitLabel={t("edit.submit")} pending={pending} />
        </form>
      </DialogFrame>
    </BusyDialogRoot>
  );
}

/** Asks before removing an assignment; people keep their enrolments. Focus starts on Cancel. */
export function RemoveDialog({ assignment, onDone }: { assignment: Assignment; onDone: () => void }) {
  const { t } = useTranslation("companyAssignments");
  const api = useApi();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("remove.action")}
        </>
      }
      triggerClass={buttonClass("ghost", "sm")}
      triggerLabel={t("remove.actionFor", { title: assignment.item.title })}
      title={t("remove.title")}
      body={t("remove.description", { title: assignment.item.title })}
      confirm={t("remove.confirm")}
      onConfirm={async () => {
        const res = await api.delete("/entity/assignments/{id}", { params: { id: assignment.id } });
        // already gone (removed in another tab): what was asked for is done
        if (!res.ok && res.status !== 404) return res.error.message || t("remove.error");
        onDone();
        return null;
      }}
    />
  );
}
