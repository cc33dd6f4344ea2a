import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { FINISHED_IMPORT_STATUSES } from "../../../contract/import-rules.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { loadImport } from "../../components/company/imports/import-api.ts";
import { ImportErrors } from "../../components/company/imports/import-errors.tsx";
import { ImportInvitations } from "../../components/company/imports/import-invitations.tsx";
import { ImportStatusPanel } from "../../components/company/imports/import-status.tsx";
import { MappingForm } from "../../components/company/imports/mapping-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/import";

/** §2 /my-company/imports/{id}: an import's progress (read again every second until it ends and its invitations are e-mailed), its counts and errors. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadImport(args, args.params.id);
  return { ...found, seo: { title: found.imp.fileName } };
}

export default function ImportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyImports");
  const { pathname } = useLocation();
  const { imp } = loaderData;
  const revalidator = useRevalidator();
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  // the invitations are e-mailed in the background once the import is written
  const running = !FINISHED_IMPORT_STATUSES.includes(imp.status) || (imp.status === "done" && imp.invitationsPending > 0);

  // poll while it runs: the loader reads the import again
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);

  async function runForReal() {
    setBusy(true);
    const res = await api.post("/entity/imports/{id}/retry", { params: { id: imp.id }, body: { mapping: {}, dryRun: false } });
    setBusy(false);
    if (res.ok) void navigate(localize(`/my-company/imports/${res.data.id}`));
  }

  const canRunForReal = imp.dryRun && imp.status === "done" && imp.created + imp.updated > 0;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-2">
        <LocalizedLink
          to="/my-company/imports"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("detail.back")}
        </LocalizedLink>
        <h1 className="break-words text-2xl font-bold sm:text-3xl">
          {imp.dryRun ? t("detail.titleDryRun", { file: imp.fileName }) : t("detail.titleReal", { file: imp.fileName })}
        </h1>
      </header>
      <ImportStatusPanel imp={imp} />
      <ImportInvitations imp={imp} />
      {canRunForReal ? (
        <div>
          <button type="button" className={buttonClass("primary")} disabled={busy} onClick={runForReal}>
            {t("detail.runForReal")}
          </button>
        </div>
      ) : null}
      {imp.status === "failed" && imp.missingFields.length && imp.headers.length ? <MappingForm imp={imp} /> : null}
      <ImportErrors imp={imp} />
    </div>
  );
}
