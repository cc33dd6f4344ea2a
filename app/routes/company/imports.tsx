import { useTranslation } from "react-i18next";
import { loadImports } from "../../components/company/imports/import-api.ts";
import { ImportHistory } from "../../components/company/imports/import-history.tsx";
import { UploadForm } from "../../components/company/imports/upload-form.tsx";
import { CompanyPage } from "../../components/company/company-page.tsx";
import type { Route } from "./+types/imports";

/** §2 /my-company/imports: upload a CSV of people (validate first, or import), and the past imports. */
export async function loader(args: Route.LoaderArgs) {
  return loadImports(args);
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyImports");
  return (
    <CompanyPage title={t("title")} intro={t("intro")}>
      <UploadForm />
      <ImportHistory list={loaderData.list} />
    </CompanyPage>
  );
}
