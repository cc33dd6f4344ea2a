import { Loader2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { CompanyRole } from "../../../../contract/features.ts";
import type { MemberDetail } from "../../../../contract/members.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DANGER } from "./member-format.tsx";

export const panel = "flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm";

/** The member's role: a choice among the roles the server lets the viewer give, or the reason it is fixed. */
export function RolePanel({ member }: { member: MemberDetail }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  // the saved role comes back with the page's data; the confirmation stays on screen meanwhile
  useEffect(() => setRole(member.role), [member.role]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setError(undefined);
    setSaved(null);
    const res = await api.put("/entity/members/{memberId}/role", { params: { memberId: member.id }, body: { role } });
    setPending(false);
    if (!res.ok) return setError(res.error.issues?.[0]?.message ?? (res.error.message || t("notices.failed")));
    setSaved(t("member.roleSaved", { role: t(`roles.${role}`) }));
    void revalidate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("member.role")}
      </h2>
      {member.canChange.role ? (
        <form onSubmit={submit} aria-busy={pending} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grow">
            <FormField id={`${id}-role`} label={t("member.roleLabel")} error={error} errorIcon>
              {(a11y) => (
                <select {...a11y} name="role" value={role} onChange={(e) => setRole(e.target.value as CompanyRole)} className={inputClass}>
                  {member.assignableRoles.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary")}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("member.saveRole")}
          </button>
        </form>
      ) : (
        <p>
          <span className="font-semibold">{t(`roles.${member.role}`)}</span>
          <span className="block text-sm text-muted">{t(member.isSelf ? "member.roleFixedSelf" : "member.roleFixed")}</span>
        </p>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {saved}
      </p>
    </section>
  );
}

/** Deactivate, reactivate or remove, each after a confirmation, as the server's policy allows. */
export function AccessPanel({ member }: { member: MemberDetail }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const id = useId();
  const { canChange } = member;
  const [pending, setPending] = useState(false);
  const any = canChange.deactivate || canChange.reactivate || canChange.remove;

  async function reactivate() {
    setPending(true);
    const res = await api.post("/entity/members/{memberId}/reactivate", { params: { memberId: member.id } });
    setPending(false);
    if (res.ok) toast.success(t("member.reactivated", { name: member.name }));
    else toast.error(res.error.message || t("notices.failed"));
    void revalidate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("member.access")}
      </h2>
      <p className="text-sm text-muted">{t(member.status === "active" ? "member.activeText" : "member.deactivatedText")}</p>
      {any ? (
        <div className="flex flex-wrap gap-3">
          {canChange.deactivate ? (
            <ConfirmDialog
              trigger={t("member.deactivate")}
              triggerClass={buttonClass("outline")}
              title={t("member.deactivateTitle", { name: member.name })}
              body={t("member.deactivateText")}
              confirm={t("member.deactivate")}
              onConfirm={async () => {
                const res = await api.post("/entity/members/{memberId}/deactivate", { params: { memberId: member.id } });
                if (!res.ok) return res.error.message || t("notices.failed");
                toast.success(t("member.deactivated", { name: member.name }));
                void revalidate();
                return null;
              }}
            />
          ) : null}
          {canChange.reactivate ? (
            <button type="button" onClick={reactivate} disabled={pending} className={buttonClass("primary")}>
              {t("member.reactivate")}
            </button>
          ) : null}
          {canChange.remove ? (
            <ConfirmDialog
              trigger={t("member.remove")}
              triggerClass={DANGER}
              title={t("member.removeTitle", { name: member.name })}
              body={t("member.removeText")}
              confirm={t("member.remove")}
              onConfirm={async () => {
                const res = await api.delete("/entity/members/{memberId}", { params: { memberId: member.id } });
                if (!res.ok) return res.error.message || t("notices.failed");
                void navigate(localize("/my-company/members"));
                return null;
              }}
            />
          ) : null}
        </div>
      ) : (
        <p className="text-sm">{t(member.isSelf ? "errors.ownMembership" : "member.noChanges")}</p>
      )}
    </section>
  );
}
