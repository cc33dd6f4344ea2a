import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CompanyRoleInfo } from "../../../../contract/company-settings.ts";
import { Table, type TableColumn } from "../../ui/table.tsx";

type Permission = CompanyRoleInfo["permissions"][number];

/** What each named role may do: one row per permission any role gives, one column per role, lowest first. */
export function RolesTable({ roles }: { roles: CompanyRoleInfo[] }) {
  const { t } = useTranslation("companySettings");
  const permissions = [...new Set(roles.flatMap((r) => r.permissions))];
  const columns: TableColumn<Permission>[] = [
    {
      id: "permission",
      header: t("roles.permission"),
      rowHeader: true,
      headerClassName: "px-3",
      className: "px-3 font-normal",
      cell: (p) => t(`roles.permissions.${p}`),
    },
    ...roles.map((r): TableColumn<Permission> => ({
      id: r.slug,
      header: t(`roles.names.${r.slug}`),
      headerClassName: "px-2 text-center",
      className: "px-2 text-center",
      cell: (p) => {
        const yes = r.permissions.includes(p);
        return (
          <>
            {yes ? (
              <Check aria-hidden="true" className="mx-auto size-4 text-green-700 dark:text-green-400" />
            ) : (
              <Minus aria-hidden="true" className="mx-auto size-4 text-muted" />
            )}
            <span className="sr-only">{yes ? t("roles.allowed") : t("roles.notAllowed")}</span>
          </>
        );
      },
    })),
  ];
  return (
    <section className="rounded-xl border border-border bg-surface-raised p-5 sm:p-6" aria-labelledby="settings-roles-title">
      <h2 id="settings-roles-title" className="text-lg font-bold">
        {t("roles.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("roles.intro")}</p>
      <Table
        columns={columns}
        rows={permissions}
        rowKey={(p) => p}
        caption={t("roles.caption")}
        region={{ labelledBy: "settings-roles-title", className: "relative mt-4 overflow-x-auto rounded-lg border border-border" }}
        classes={{ cell: "py-2" }}
        testId="roles-table"
      />
    </section>
  );
}
