import { BadgeCheck, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { VERIFICATION_METHODS, type VerificationMethod } from "../../../contract/scanner-limits.ts";
import type { WebsiteDetail } from "../../../contract/scanners.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { CopyValue } from "./copy-value.tsx";
import { scanDateTime } from "./scan-format.ts";

type Outcome = { ok: true } | { ok: false; message: string; found: { method: string; text: string }[] } | null;
const isMethod = (m: string): m is VerificationMethod => (VERIFICATION_METHODS as readonly string[]).includes(m);

/**
 * Proving the site is the entity's, by any one of three ways — a DNS TXT record, a file under
 * /.well-known/, a meta tag on the home page — each with the values to copy and its own Verify
 * button. A failed check says what the scanner found instead (the API's message).
 */
export function VerificationPanel({ site }: { site: WebsiteDetail }) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [method, setMethod] = useState<VerificationMethod>(site.verification.method ?? "dns");
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const v = site.verification;

  async function verify() {
    if (pending) return;
    setPending(true);
    setOutcome(null);
    const res = await api.post("/entity/websites/{id}/verify", { params: { id: site.id }, body: { method } });
    setPending(false);
    if (res.ok && res.data.verified) {
      setOutcome({ ok: true });
      void revalidator.revalidate();
    } else if (res.ok) setOutcome({ ok: false, message: t("verify.notFound"), found: [] });
    else {
      // 422: each way that was tried, with what the scanner found there instead
      const found = (res.error.issues ?? []).filter((i) => isMethod(i.path)).map((i) => ({ method: i.path, text: i.message }));
      setOutcome({ ok: false, message: res.error.message || t("verify.failed"), found });
    }
  }

  const values: Record<VerificationMethod, { label: string; value: string }[]> = {
    dns: [
      { label: t("verify.dns.name"), value: v.dns.name },
      { label: t("verify.dns.value"), value: v.dns.value },
    ],
    file: [
      { label: t("verify.file.url"), value: v.file.url },
      { label: t("verify.file.content"), value: v.file.content },
    ],
    meta: [{ label: t("verify.meta.tag"), value: v.meta.tag }],
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="verification-panel"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("verify.title")}
        </h2>
        {v.verified ? (
          <p className="mt-1 flex items-center gap-2 text-sm font-medium text-green-900 dark:text-green-100">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            {v.verifiedAt
              ? t("verify.doneAt", { method: t(`verify.methods.${v.method ?? "dns"}`), date: scanDateTime(v.verifiedAt, locale) })
              : t("verify.done")}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">{t("verify.intro")}</p>
        )}
      </div>
      {site.canManage ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold">{t("verify.choose")}</legend>
            <div className="flex flex-wrap gap-2">
              {VERIFICATION_METHODS.map((m) => (
                <label
                  key={m}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-surface-sunken"
                >
                  <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                  {t(`verify.methods.${m}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-3" data-testid={`verify-${method}`}>
            <p className="text-sm">{t(`verify.${method}.how`, { host: site.displayHost })}</p>
            {values[method].map((x) => (
              <CopyValue key={x.label} label={x.label} value={x.value} />
            ))}
          </div>
          <div className="flex flex-col gap-2">
            <button
              type="button"
              onClick={verify}
              aria-disabled={pending || undefined}
              className={buttonClass(v.verified ? "outline" : "primary", "md", "w-fit")}
            >
              {pending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <BadgeCheck aria-hidden="true" className="size-4" />
              )}
              {t(pending ? "verify.checking" : v.verified ? "verify.again" : "verify.submit")}
            </button>
            <div role="status" aria-live="polite">
              {outcome?.ok ? <p className="text-sm font-medium text-green-900 dark:text-green-100">{t("verify.success")}</p> : null}
              {outcome && !outcome.ok ? (
                <div className="flex flex-col gap-1 text-sm" data-testid="verify-failure">
                  <p className="font-medium text-red-700 dark:text-red-300">{outcome.message}</p>
                  {outcome.found.length ? (
                    <dl className="flex flex-col gap-1">
                      {outcome.found.map((f) => (
                        <div key={f.method}>
                          <dt className="font-semibold">{t(`verify.methods.${f.method}`)}</dt>
                          <dd className="break-words text-muted">{f.text}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          <p className="text-sm text-muted">{t("verify.why")}</p>
        </>
      ) : null}
    </section>
  );
}
