import * as Dialog from "@radix-ui/react-dialog";
import { UserPlus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { LANGUAGE_CODES, LOCALE_TO_LANGUAGE, type LanguageCode } from "../../../../contract/constants.ts";
import type { CompanyRole } from "../../../../contract/features.ts";
import { MEMBER_LIMITS } from "../../../../contract/member-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorBox } from "../../ui/error-line.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { checkInviteEmails } from "./invite-form-schema.ts";

/** The addresses of a pasted list: split on commas, semicolons and white space, repeats counted once. */
export const parseEmails = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
];

type Errors = Partial<Record<"emails" | "role" | "groupIds" | "form", string>>;

/**
 * Invites people by e-mail: a pasted list, a role among those the server lets this manager
 * give, optional groups and the e-mail's language. Checked here with the API's own rules; the
 * API's own message goes beside the field it names (a bad address, no seats left).
 */
export function InviteDialog({
  roles,
  groups,
  seatsLeft,
}: {
  roles: readonly CompanyRole[];
  groups: { id: string; name: string }[];
  seatsLeft: number | null;
}) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const id = useId();
  const emailsRef = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<CompanyRole>(roles[0] ?? "member");
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [languageCode, setLanguageCode] = useState<LanguageCode>(LOCALE_TO_LANGUAGE[locale]);

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setErrors({});
    if (next) {
      setEmails("");
      setRole(roles[0] ?? "member");
      setGroupIds([]);
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const list = parseEmails(emails);
    const problem = checkInviteEmails(list);
    if (problem) {
      setErrors({ emails: t(problem.key, problem.vars) });
      emailsRef.current?.focus();
      return;
    }
    setPending(true);
    const res = await api.post("/entity/invitations", {
      body: { emails: list, role, groupIds: groupIds.length ? groupIds : undefined, languageCode },
    });
    setPending(false);
    if (!res.ok) {
      const byField: Errors = {};
      for (const issue of res.error.issues ?? []) {
        const field = issue.path.split(".")[0] as keyof Errors;
        if (field === "emails" || field === "role" || field === "groupIds") byField[field] ??= issue.message;
      }
      if (!Object.keys(byField).length) byField.form = res.error.message || t("notices.failed");
      setErrors(byField);
      if (byField.emails || byField.form) emailsRef.current?.focus();
      return;
    }
    const { invited, resent, alreadyMembers } = res.data;
    setOpen(false);
    const parts = [
      invited.length ? t("invite.invited", { count: invited.length }) : "",
      resent.length ? t("invite.resent", { count: resent.length }) : "",
    ].filter(Boolean);
    const title = parts.join(" ") || t("invite.alreadyMembers", { emails: alreadyMembers.join(", ") });
    toast.success(
      title,
      parts.length && alreadyMembers.length ? t("invite.alreadyMembers", { emails: alreadyMembers.join(", ") }) : undefined,
    );
    void revalidate();
  }

  const seatHint = seatsLeft === null ? "" : seatsLeft > 0 ? t("invite.seatsLeft", { count: seatsLeft }) : t("invite.noSeatsLeft");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("primary")}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t("invite.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("invite.title")}
        description={t("invite.description")}
        closeLabel={t("actions.close")}
        closeDisabled={pending}
        initialFocus={emailsRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <ErrorBox>{errors.form}</ErrorBox>
          <FormField
            id={`${id}-emails`}
            label={t("invite.emails")}
            hint={[t("invite.emailsHint", { max: MEMBER_LIMITS.invitesPerRequest }), seatHint].filter(Boolean).join(" ")}
            error={errors.emails}
            errorIcon
          >
            {(a11y) => (
              <textarea
                {...a11y}
                ref={emailsRef}
                name="emails"
                rows={5}
                required
                value={emails}
                onChange={(e) => setEmails(e.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField id={`${id}-role`} label={t("invite.role")} error={errors.role} errorIcon>
            {(a11y) => (
              <select {...a11y} name="role" value={role} onChange={(e) => setRole(e.target.value as CompanyRole)} className={inputClass}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {groups.length ? (
            <fieldset aria-describedby={errors.groupIds ? `${id}-groups-error` : undefined}>
              <legend className="text-sm font-semibold">
                {t("invite.groups")} <span className="font-normal text-muted">{t("invite.optional")}</span>
              </legend>
              <div className="mt-2 grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
                {groups.map((g) => (
                  <label key={g.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={groupIds.includes(g.id)}
                      onChange={(e) => setGroupIds((ids) => (e.target.checked ? [...ids, g.id] : ids.filter((x) => x !== g.id)))}
                    />
                    <span className="break-words">{g.name}</span>
                  </label>
                ))}
              </div>
              {errors.groupIds ? (
                <p id={`${id}-groups-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                  {errors.groupIds}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <FormField id={`${id}-language`} label={t("invite.language")}>
            {(a11y) => (
              <select
                {...a11y}
                name="languageCode"
                value={languageCode}
                onChange={(e) => setLanguageCode(e.target.value as LanguageCode)}
                className={inputClass}
              >
                {LANGUAGE_CODES.map((l) => (
                  <option key={l} value={l}>
                    {t(`invite.languages.${l}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <DialogFormActions
            cancelLabel={t("actions.cancel")}
            submitLabel={pending ? t("invite.sending") : t("invite.submit")}
            pending={pending}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
