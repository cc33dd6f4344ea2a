import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CompanyRoleInfo } from "../../../../contract/company-settings.ts";

/** What each named role may do: one row per permission any role gives, one column per role, lowest first. */
export function RolesTable({ roles }: { roles: CompanyRoleInfo[] }) {
  const { t } = useTranslation("companySettings");
  const permissions = [...new Set(roles.flatMap((r) => r.permissions))];
  return (
    <section className="rounded-xl border border-border bg-surface-raised p-5 sm:p-6" aria-labelledby="settings-roles-title">
      <h2 id="settings-roles-title" className="text-lg font-bold">
        {t("roles.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("roles.intro")}</p>
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-labelledby="settings-roles-title">
        <table className="w-full text-left text-sm" data-testid="roles-table">
          <caption className="sr-only">{t("roles.caption")}</caption>
          <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("roles.permission")}
              </th>
              {roles.map((r) => (
                <th key={r.slug} scope="col" className="px-2 py-2 text-center font-semibold">
                  {t(`roles.names.${r.slug}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {permissions.map((p) => (
              <tr key={p}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {t(`roles.permissions.${p}`)}
                </th>
                {roles.map((r) => {
                  const yes = r.permissions.includes(p);
                  return (
                    <td key={r.slug} className="px-2 py-2 text-center">
                      {yes ? <Check aria-hidden="true" className="mx-auto size-4 text-green-700 dark:text-green-400" /> : <Minus aria-hidden="true" className="mx-auto size-4 text-muted" />}
                      <span className="sr-only">{yes ? t("roles.allowed") : t("roles.notAllowed")}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
