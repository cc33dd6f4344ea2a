import { Link2, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LtiRegistrationLink } from "../../../contract/lti.ts";
import { intlLocale } from "../../../contract/locale.ts";
import { useApi } from "../../lib/api-client.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";
import { CopyValue } from "./copy-value.tsx";
import { TOOL_VALUES_ANCHOR } from "./tool-config-card.tsx";

/**
 * "Connect with a registration URL" (LTI Dynamic Registration): a button makes a URL the LMS's
 * administrator pastes in, shown read-only with its copy button and its expiry, and the short
 * steps for Moodle; Canvas takes the manual values, so it points to the tool's values card.
 */
export function RegistrationLinkCard() {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const [link, setLink] = useState<LtiRegistrationLink | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function make() {
    if (pending) return;
    setPending(true);
    setError(null);
    const res = await api.post("/entity/lti/registration-links");
    setPending(false);
    if (res.ok) setLink(res.data);
    else setError(res.error.message || t("link.error"));
  }

  const expires = link
    ? dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(link.expiresAt))
    : "";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="lti-registration-link"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("link.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("link.intro")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={link ? "outline" : "primary"} onClick={() => void make()} disabled={pending} aria-busy={pending}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Link2 aria-hidden="true" className="size-4" />}
          {t(pending ? "link.making" : link ? "link.makeAgain" : "link.make")}
        </Button>
      </div>
      <ErrorLine>{error}</ErrorLine>
      <div aria-live="polite">
        {link ? (
          <>
            <dl>
              <CopyValue label={t("link.url")} value={link.url} testId="lti-registration-url" />
            </dl>
            <p className="text-sm text-muted" data-testid="lti-registration-url-expires">
              {t("link.expires", { date: expires })}
            </p>
          </>
        ) : null}
      </div>
      <div className="grid gap-4 rounded-lg bg-surface p-4 text-sm md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t("link.moodle.title")}</h3>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5">
            <li>{t("link.moodle.step1")}</li>
            <li>{t("link.moodle.step2")}</li>
            <li>{t("link.moodle.step3")}</li>
          </ol>
        </div>
        <div>
          <h3 className="font-semibold">{t("link.canvas.title")}</h3>
          <p className="mt-2">{t("link.canvas.text")}</p>
          <p className="mt-2">
            <a href={`#${TOOL_VALUES_ANCHOR}`} className="font-semibold text-primary-text underline underline-offset-4">
              {t("tool.title")}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
