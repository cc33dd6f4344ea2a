import { Loader2, Radar } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SCANNER_LIMITS } from "../../../contract/scanner-limits.ts";
import { PublicScanResult } from "../../components/scanners/public-scan-result.tsx";
import { checkSiteInput } from "../../components/scanners/site-input.ts";
import { usePublicScan } from "../../components/scanners/use-public-scan.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { SiteAddressInput } from "../../components/scanners/site-address-input.tsx";

/**
 * "/security-scan": the marketing site's free scan of a website's HTTP headers and TLS — an
 * address, a proof-of-work captcha solved in the browser, the progress, the grades and the worst
 * findings, and an invitation to sign up to track the site.
 */
export default function SecurityScan() {
  const { t } = useTranslation("scannerPages");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { state, start } = usePublicScan({ failed: t("public.failed"), captcha: t("public.captchaFailed"), stalled: t("progress.stalled") });
  const busy = state.phase === "solving" || state.phase === "sending" || state.phase === "running";
  const refusedField = state.phase === "refused" && state.field ? state.message : undefined;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const problem = checkSiteInput(url);
    if (problem) {
      setFieldError(t(`add.errors.${problem}`, { max: SCANNER_LIMITS.maxUrlLength }));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    void start(url.trim());
  }

  const running = state.phase === "running" ? state.scan : null;
  const status =
    state.phase === "solving"
      ? t("public.solving")
      : state.phase === "sending"
        ? t("public.sending")
        : state.phase === "running"
          ? running?.progress.total
            ? t("progress.running", { done: running.progress.done, total: running.progress.total })
            : t("progress.queued")
          : state.phase === "done"
            ? t(state.scan.unreachable ? "progress.unreachable" : "progress.done")
            : "";
  return (
    <div>
      <section aria-labelledby={`${id}-title`} className="border-b border-border bg-surface-sunken">
        <Container className="flex flex-col items-center gap-6 py-12 text-center sm:py-20">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-primary-fg">
            <Radar aria-hidden="true" className="size-6" />
          </span>
          <h1 id={`${id}-title`} className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("public.title")}
          </h1>
          <p className="max-w-2xl text-lg text-muted">{t("public.lead")}</p>
          <form noValidate onSubmit={submit} aria-busy={busy} className="flex w-full max-w-xl flex-col gap-3 text-left" data-testid="public-scan-form">
            <FormField id={`${id}-url`} label={t("public.label")} hint={t("public.hint")} error={fieldError ?? refusedField}>
              {(a11y) => (
                <SiteAddressInput
                  {...a11y}
                  inputRef={inputRef}
                  placeholder={t("add.placeholder")}
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                />
              )}
            </FormField>
            <button type="submit" aria-disabled={busy || undefined} className={buttonClass("primary", "lg", "w-full sm:w-fit")}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Radar aria-hidden="true" className="size-4" />}
              {t(busy ? "public.scanning" : "public.submit")}
            </button>
            <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
              {status}
            </p>
            {state.phase === "refused" && !state.field ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {state.message}
              </p>
            ) : null}
            <p className="text-xs text-muted">{t("public.fineprint")}</p>
          </form>
        </Container>
      </section>
      {state.phase === "done" ? (
        <Container className="py-10 sm:py-16">
          <PublicScanResult scan={state.scan} />
        </Container>
      ) : null}
    </div>
  );
}
