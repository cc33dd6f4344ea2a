import { BadgeCheck, CircleHelp, Download, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

const CERTIFICATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** §2 /certificate/{id}: anyone can check a certificate; only the name on it is shown. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  assertValidParams(params);
  // certificate ids are UUIDs: anything else names no certificate and is the §8 not-found page
  if (!CERTIFICATE_ID.test(params.id ?? "")) throw data("validation", { status: 404 });
  const res = await loaderApi(args).get("/public/certificates/{id}", { params: { id: params.id! } });
  if (res.status >= 500) throw data("unavailable", { status: 503 });
  const certificate = res.ok ? res.data : null;
  const page = {
    certificate,
    id: params.id!,
    seo: certificate ? { title: certificate.title, description: certificate.learnerName } : undefined,
  };
  // an unknown id still shows the verifier's answer, with the status that says so
  return certificate ? page : data(page, { status: 404 });
}

export default function CertificateVerify() {
  const { certificate, id } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("certificate");
  if (!certificate) {
    return (
      <section aria-labelledby="verify-title" className="flex flex-col items-center gap-4 text-center">
        <CircleHelp aria-hidden="true" className="size-14 text-muted" />
        <h1 id="verify-title" className="text-2xl font-extrabold">
          {t("verify.unknownTitle")}
        </h1>
        <p className="text-muted">{t("verify.unknownText", { id })}</p>
      </section>
    );
  }
  const valid = certificate.status === "valid";
  const date = (iso: string) => dateTimeFormat(intlLocale(i18n.language), { dateStyle: "long" }).format(new Date(iso));
  return (
    <section aria-labelledby="verify-title" className="flex flex-col items-center gap-5 text-center" data-status={certificate.status}>
      {valid ? (
        <BadgeCheck aria-hidden="true" className="size-14 text-accent-text" />
      ) : (
        <ShieldX aria-hidden="true" className="size-14 text-muted" />
      )}
      <h1 id="verify-title" className="text-2xl font-extrabold">
        {t(valid ? "verify.validTitle" : "verify.revokedTitle")}
      </h1>
      <p className="text-muted">
        {t(valid ? "verify.validText" : "verify.revokedText", { date: certificate.revokedAt ? date(certificate.revokedAt) : "" })}
      </p>
      <dl className="grid w-full gap-3 rounded-xl bg-surface-sunken p-5 text-left sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t("verify.learner")}</dt>
          <dd className="font-semibold">{certificate.learnerName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("verify.course")}</dt>
          <dd className="font-semibold">{certificate.title}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("verify.issued")}</dt>
          <dd className="font-semibold">{date(certificate.issuedAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("verify.code")}</dt>
          <dd className="font-mono font-semibold">{certificate.verificationCode}</dd>
        </div>
      </dl>
      {valid ? (
        <a className={buttonClass("primary")} href={`/api/public/certificates/${certificate.id}/pdf`} download>
          <Download aria-hidden="true" className="size-4" />
          {t("verify.download")}
        </a>
      ) : null}
    </section>
  );
}
