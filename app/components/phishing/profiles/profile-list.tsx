import { MailCheck, Pencil, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { intlLocale } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ACTION_LABEL, DataTable, type Column } from "../../ui/data-table.tsx";
import { QueryPager } from "../../ui/pager.tsx";
import { ProfileDialog } from "./profile-dialog.tsx";
import type { SendingProfile } from "./profile-form-schema.ts";
import { TestDialog } from "./test-dialog.tsx";

/** Profiles the table shows at once. */
export const PROFILES_PAGE_SIZE = 10;
const rowButton = buttonClass("outline", "sm");

/**
 * The company's own SMTP servers: where each connects, the From address, the rate and the last
 * test's result; a manager tests, edits or deletes each, and adds one from "Add a profile".
 */
export function ProfileList({ rows, page, total, canManage }: { rows: SendingProfile[]; page: number; total: number; canManage: boolean }) {
  const { t } = useTranslation("phishingTemplates");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const when = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const refresh = () => void revalidator.revalidate();
  // the last row of a later page removed: the page before, else the same page read again
  const afterRemoval = () => (rows.length === 1 && page > 1 ? void navigate(`?page=${page - 1}`) : refresh());

  const columns: Column<SendingProfile>[] = [
    {
      id: "profile",
      kind: "title",
      header: t("profiles.columns.profile"),
      cell: (p) => (
        <>
          <span className="block break-words font-semibold">{p.name}</span>
          <span className="block break-all text-sm text-muted">
            {p.host}:{p.port} · {t(`profiles.security.${p.security}`)}
          </span>
        </>
      ),
    },
    { id: "from", header: t("profiles.columns.from"), className: "break-all", cell: (p) => p.fromAddress },
    { id: "rate", header: t("profiles.columns.rate"), numeric: true, cell: (p) => t("profiles.perMinute", { count: p.ratePerMinute }) },
    {
      id: "lastTest",
      header: t("profiles.columns.lastTest"),
      cell: (p) =>
        p.lastTest ? (
          <span className="block min-w-0" data-testid="phishing-profile-last-test">
            <span
              className={
                p.lastTest.ok ? "font-semibold text-green-800 dark:text-green-300" : "font-semibold text-red-800 dark:text-red-300"
              }
            >
              {t(p.lastTest.ok ? "profiles.lastTest.ok" : "profiles.lastTest.failed")}
            </span>{" "}
            <span className="text-sm text-muted">{when(p.lastTest.at)}</span>
            {!p.lastTest.ok && p.lastTest.message && <span className="block break-words text-xs text-muted">{p.lastTest.message}</span>}
          </span>
        ) : (
          <span className="text-muted">{t("profiles.lastTest.never")}</span>
        ),
    },
    ...(canManage
      ? [
          {
            id: "actions",
            kind: "actions" as const,
            srHeader: true,
            header: t("profiles.columns.actions"),
            cell: (p: SendingProfile) => (
              <div className="flex flex-wrap justify-end gap-2">
                <TestDialog
                  profile={p}
                  triggerClass={rowButton}
                  trigger={
                    <>
                      <MailCheck aria-hidden="true" className="size-4" />
                      <span className={ACTION_LABEL}>{t("profiles.test.open")}</span>
                      <span className="sr-only">{` ${p.name}`}</span>
                    </>
                  }
                  onDone={refresh}
                />
                <ProfileDialog
                  profile={p}
                  triggerClass={rowButton}
                  trigger={
                    <>
                      <Pencil aria-hidden="true" className="size-4" />
                      <span className={ACTION_LABEL}>{t("profiles.form.editOpen")}</span>
                      <span className="sr-only">{` ${p.name}`}</span>
                    </>
                  }
                  onDone={(name) => {
                    toast.success(t("profiles.form.saved", { name }));
                    refresh();
                  }}
                />
                <ConfirmDialog
                  triggerClass={rowButton}
                  trigger={
                    <>
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className={ACTION_LABEL}>{t("profiles.remove.open")}</span>
                      <span className="sr-only">{` ${p.name}`}</span>
                    </>
                  }
                  title={t("profiles.remove.title", { name: p.name })}
                  body={t("profiles.remove.body")}
                  confirm={t("profiles.remove.submit")}
                  onConfirm={async () => {
                    const res = await api.delete("/phishing/sending-profiles/{id}", { params: { id: p.id } });
                    if (!res.ok && res.status !== 404) return res.error.message || t("profiles.errors.generic");
                    toast.success(t("profiles.remove.done", { name: p.name }));
                    afterRemoval();
                    return null;
                  }}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-profiles">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t("profiles.list.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("profiles.list.intro")}</p>
        </div>
        {canManage && (
          <ProfileDialog
            triggerClass={buttonClass("primary")}
            trigger={
              <>
                <Plus aria-hidden="true" className="size-4" />
                {t("profiles.form.addOpen")}
              </>
            }
            onDone={(name) => {
              toast.success(t("profiles.form.added", { name }));
              refresh();
            }}
          />
        )}
      </div>
      {rows.length ? (
        <>
          <DataTable
            caption={t("profiles.list.caption")}
            columns={columns}
            rows={rows}
            rowKey={(p) => p.id}
            rowProps={() => ({ "data-testid": "phishing-profile-row" })}
          />
          <QueryPager
            page={page}
            limit={PROFILES_PAGE_SIZE}
            total={total}
            label={t("profiles.pagination.label")}
            ns="phishingTemplates"
            keys="profiles.pagination"
          />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
          {t("profiles.list.empty")}
        </p>
      )}
    </section>
  );
}
