import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { ApiFailure, ApiResult } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { checkEvidence } from "./evidence-form-schema.ts";
import { evidenceFieldOf, type EvidenceDraft, type EvidenceField } from "./evidence-values.ts";

type Errors = Partial<Record<EvidenceField, string>>;

/** The field a failed upload or link belongs to, and its message: 413 and 415 are the file's. */
export function failureByField(res: ApiFailure): { byField: Errors; other: string | null } {
  const byField: Errors = {};
  for (const issue of res.error.issues ?? []) {
    const f = evidenceFieldOf(issue.path);
    if (f) byField[f] ??= issue.message;
  }
  if ((res.status === 413 || res.status === 415) && !byField.file && res.error.message) byField.file = res.error.message;
  return { byField, other: Object.keys(byField).length ? null : res.error.message || null };
}

/**
 * What the add and edit evidence dialogs share: whether the dialog is open, the draft (`initial`
 * again on each opening and closing, with `onReset` for what the dialog holds besides), each
 * field's error and the form's, the check before sending, and the answer told: a toast and the
 * page's data read again, or the API's messages beside their fields (the first refused, in
 * `order`, takes the focus).
 */
export function useEvidenceForm({
  mode,
  initial,
  order,
  onReset,
}: {
  mode: "create" | "edit";
  initial: () => EvidenceDraft;
  order: readonly EvidenceField[];
  onReset?: () => void;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const revalidator = useRevalidator();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EvidenceDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: EvidenceField) => `${id}-${name}`;

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setDraft(initial());
    setErrors({});
    setFormError(null);
    onReset?.();
  }

  function show(found: Errors) {
    setErrors(found);
    const first = order.find((k) => found[k]);
    if (first) document.getElementById(field(first))?.focus();
  }

  /**
   * Checks the draft, then sends what `send` makes of it (null: nothing changed, the dialog just
   * closes); `done` words the toast for the evidence saved.
   */
  async function submit<Saved extends { title: string }>(
    e: FormEvent<HTMLFormElement>,
    send: () => Promise<ApiResult<Saved>> | null,
    done: (saved: Saved) => string,
  ) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkEvidence(draft, mode);
    if (problems.length) return show(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
    const sent = send();
    if (!sent) return setOpen(false);
    setPending(true);
    const res = await sent;
    setPending(false);
    if (res.ok) {
      setOpen(false);
      toast.success(done(res.data));
      void revalidator.revalidate();
      return;
    }
    const { byField, other } = failureByField(res);
    show(byField);
    if (other !== null || !Object.keys(byField).length) setFormError(other ?? t(mode === "create" ? "add.failed" : "edit.failed"));
  }

  return { open, onOpenChange, draft, setDraft, errors, setErrors, formError, pending, field, submit };
}
