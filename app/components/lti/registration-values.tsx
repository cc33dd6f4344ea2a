import { Pencil, Trash2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { LtiRegistration } from "../../../contract/lti.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { dateTime } from "./lti-format.ts";
import { RegistrationDialog } from "./registration-dialog.tsx";

const URLS = ["authLoginUrl", "authTokenUrl", "keysetUrl"] as const;

/** One value of the platform: its label and the value, long addresses wrapping anywhere. */
function Value({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-all font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A registration's values (issuer, client id, deployments, the platform's URLs) and its last
 * launch, with Edit (the list's dialog) and Remove (after asking; then back to the settings).
 */
export function RegistrationValues({ registration: r }: { registration: LtiRegistration }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const button = buttonClass("outline", "sm");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="lti-registration-values"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("page.values")}
        </h2>
        <div className="flex flex-wrap gap-2">
          <RegistrationDialog
            registration={r}
            triggerClass={button}
            trigger={
              <>
                <Pencil aria-hidden="true" className="size-4" />
                {t("form.editOpen")}
                <span className="sr-only">{` ${r.name}`}</span>
              </>
            }
            onDone={(name) => {
              toast.success(t("form.saved", { name }));
              void revalidator.revalidate();
            }}
          />
          <ConfirmDialog
            triggerClass={button}
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                {t("remove.open")}
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
              void navigate(localize("/my-company/settings/lti"));
              return null;
            }}
          />
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Value label={t("form.issuer")} testId="lti-registration-issuer">
          {r.issuer}
        </Value>
        <Value label={t("form.clientId")} testId="lti-registration-client-id">
          {r.clientId}
        </Value>
        <Value label={t("form.deploymentIds")} testId="lti-registration-deployments">
          <ul className="flex flex-col">
            {r.deploymentIds.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Value>
        <Value label={t("list.columns.lastLaunch")} testId="lti-registration-last-launch">
          {r.lastLaunchAt ? dateTime(r.lastLaunchAt, locale) : t("list.never")}
        </Value>
        {URLS.map((k) => (
          <Value key={k} label={t(`form.${k}`)}>
            <span className="font-mono text-sm">{r[k]}</span>
          </Value>
        ))}
        <Value label={t("page.created")}>{dateTime(r.createdAt, locale)}</Value>
      </dl>
    </section>
  );
}
