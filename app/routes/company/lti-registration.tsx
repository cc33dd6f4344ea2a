import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { ContextTable } from "../../components/lti/context-table.tsx";
import { GradeLog } from "../../components/lti/grade-log.tsx";
import { loadRegistration } from "../../components/lti/registration-api.ts";
import { rosterOffered } from "../../components/lti/registration-query.ts";
import { RegistrationValues } from "../../components/lti/registration-values.tsx";
import { RosterSyncPanel } from "../../components/lti/roster-sync-panel.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/lti-registration";

/** A platform registration of the company; an unknown or another company's id is Page Not Found. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const data = await loadRegistration(args, args.params.id);
  return { ...data, seo: { title: data.registration.name } };
}

/**
 * /my-company/settings/lti/registrations/{id}: a platform's values (edit, remove), its course
 * contexts, "Sync members from the LMS" with its progress, and the grades sent back to it.
 */
export default function CompanyLtiRegistrationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyLti");
  const { pathname } = useLocation();
  const { registration, contexts, grades, query } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} current={registration.name} />
      <LocalizedLink
        to="/my-company/settings/lti"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("page.back")}
      </LocalizedLink>
      <header className="min-w-0">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{registration.name}</h1>
        <p className="mt-1 text-muted">{t("page.intro")}</p>
      </header>
      <RegistrationValues registration={registration} />
      <ContextTable list={contexts} />
      <RosterSyncPanel registrationId={registration.id} offered={rosterOffered(contexts)} />
      <GradeLog registrationId={registration.id} list={grades} status={query.status} />
    </div>
  );
}
