import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { loadImports } from "../../components/company/imports/import-api.ts";
import { ImportHistory } from "../../components/company/imports/import-history.tsx";
import { UploadForm } from "../../components/company/imports/upload-form.tsx";
import { Breadcrumb } from "../../components/layout/breadcrumb.tsx";
import type { Route } from "./+types/imports";

/** §2 /my-company/imports: upload a CSV of people (validate first, or import), and the past imports. */
export async function loader(args: Route.LoaderArgs) {
  return loadImports(args);
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyImports");
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
      </header>
      <UploadForm />
      <ImportHistory list={loaderData.list} />
    </div>
  );
}
