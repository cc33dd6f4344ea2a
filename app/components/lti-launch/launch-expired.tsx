import { Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * A framed page whose launch cannot be opened (no token, an unknown or expired one, a session
 * that could not be renewed): what happened and what to do, in the frame — never a sign-in page.
 */
export function LaunchExpired({ moved = false }: { moved?: boolean }) {
  const { t } = useTranslation("ltiLaunch");
  const heading = useRef<HTMLHeadingElement>(null);
  // a launch that ends while the page is open moves reading here (not on a page that opens with it)
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  return (
    <section
      aria-labelledby="launch-expired-title"
      className="mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5 sm:p-6"
      data-testid="lti-launch-expired"
    >
      <Clock aria-hidden="true" className="size-8 text-primary-text" />
      <h1 id="launch-expired-title" ref={heading} tabIndex={-1} className="text-xl font-bold sm:text-2xl">
        {t("expired.title")}
      </h1>
      <p>{t("expired.text")}</p>
      <p className="text-sm text-muted">{t("expired.fix")}</p>
    </section>
  );
}
