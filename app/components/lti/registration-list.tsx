import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { LtiRegistration, LtiRegistrationList } from "../../../contract/lti.ts";
import { intlLocale } from "../../../contract/locale.ts";
import { useApi } from "../../lib/api-client.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { ACTION_LABEL, DataTable, type Column } from "../ui/data-table.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { RegistrationDialog } from "./registration-dialog.tsx";

const rowButton = buttonClass("outline", "sm");

/**
 * The learning platforms that may launch the tool for the company: issuer, client id,
 * deployments and last launch, each to open (its contexts, members and grades), edit or remove; a new
 * one from "Add a platform".
 */
export function RegistrationList({ list }: { list: LtiRegistrationList }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const when = (iso: string | null) =>
    iso
      ? dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))
      : t("list.never");

  // the last row of a later page removed: the page before, else the same page read again
  const afterRemoval = () => {
    if (list.data.length === 1 && list.page > 1) void navigate(`?page=${list.page - 1}`);
    else void revalidator.revalidate();
  };

  const columns: Column<LtiRegistration>[] = [
    {
      id: "platform",
      kind: "title",
      header: t("list.columns.platform"),
      cell: (r) => (
        <>
          <LocalizedLink
            to={`/my-company/settings/lti/registrations/${r.id}`}
            className="block break-words font-semibold text-primary-text underline-offset-4 hover:underline"
            data-testid="lti-registration-open"
          >
            {r.name}
          </LocalizedLink>
          <span className="block break-all text-sm text-muted">{r.issuer}</span>
        </>
      ),
    },
    { id: "clientId", header: t("list.columns.clientId"), className: "break-all", cell: (r) => r.clientId },
    {
      id: "deployments",
      header: t("list.columns.deployments"),
      cell: (r) => (
        <span title={r.deploymentIds.join(", ")} className="break-all">
          {r.deploymentIds.length === 1 ? r.deploymentIds[0] : t("list.deploymentCount", { count: r.deploymentIds.length })}
        </span>
      ),
    },
    { id: "lastLaunch", header: t("list.columns.lastLaunch"), className: "text-muted", cell: (r) => when(r.lastLaunchAt) },
    {
      id: "actions",
      kind: "actions",
      srHeader: true,
      header: t("list.columns.actions"),
      cell: (r) => (
        <div className="flex flex-wrap justify-end gap-2">
          <RegistrationDialog
            registration={r}
            triggerClass={rowButton}
            trigger={
              <>
                <Pencil aria-hidden="true" className="size-4" />
                <span className={ACTION_LABEL}>{t("form.editOpen")}</span>
                <span className="sr-only">{` ${r.name}`}</span>
              </>
            }
            onDone={(name) => {
              toast.success(t("form.saved", { name }));
              void revalidator.revalidate();
            }}
          />
          <ConfirmDialog
            triggerClass={rowButton}
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className={ACTION_LABEL}>{t("remove.open")}</span>
                <span className="sr-only">{` ${r.name}`}</span>
              </>
            }
            title={t("remove.title", { name: r.name })}
            body={t("remove.body")}
            confirm={t("remove.submit")}
            onConfirm={async () => {
              const res = await api.delete("/entity/lti/registrations/{id}", { params: { id: r.id } });
              if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
              toast.success(t("remove.done", { name: r.name }));
              afterRemoval();
              return null;
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="lti-registrations">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t("list.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("list.intro")}</p>
        </div>
        <RegistrationDialog
          triggerClass={buttonClass("primary")}
          trigger={
            <>
              <Plus aria-hidden="true" className="size-4" />
              {t("form.addOpen")}
            </>
          }
          onDone={(name) => {
            toast.success(t("form.added", { name }));
            void revalidator.revalidate();
          }}
        />
      </div>
      {list.data.length ? (
        <>
          <DataTable
            caption={t("list.caption")}
            columns={columns}
            rows={list.data}
            rowKey={(r) => r.id}
            rowProps={() => ({ "data-testid": "lti-registration-row" })}
          />
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("pagination.label")}
            ns="companyLti"
            keys="pagination"
          />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t("list.empty")}</p>
      )}
    </section>
  );
}
