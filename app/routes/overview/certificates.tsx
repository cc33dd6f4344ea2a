import { FileBadge } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CertificateItem } from "../../components/overview/certificate-item.tsx";
import { overviewApi } from "../../components/overview/overview-api.ts";
import { EmptyState, LoadError, OverviewPage } from "../../components/overview/overview-page.tsx";
import { useDates } from "../../components/overview/use-dates.ts";

/** /certificate (badges feature): the learner's certificates, newest first, to view, download and share. */
export async function loader(args: LoaderFunctionArgs) {
  return { certificates: await overviewApi(args).certificates() };
}

export default function Certificates() {
  const { certificates } = useLoaderData<typeof loader>();
  const { t } = useTranslation("overview");
  const dates = useDates();
  return (
    <OverviewPage intro={<p>{t("certificates.intro")}</p>}>
      {!certificates ? <LoadError /> : null}
      {certificates && certificates.length === 0 ? (
        <EmptyState
          icon={FileBadge}
          title={t("certificates.empty.title")}
          text={t("certificates.empty.text")}
          to="/training/courses"
          action={t("certificates.empty.action")}
        />
      ) : null}
      {certificates?.length ? (
        <ul className="flex flex-col gap-4" data-testid="certificate-list">
          {certificates.map((c) => (
            <li key={c.id}>
              <CertificateItem certificate={c} issued={dates.long(c.issuedAt)} />
            </li>
          ))}
        </ul>
      ) : null}
    </OverviewPage>
  );
}
