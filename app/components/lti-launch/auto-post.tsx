import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../ui/button.tsx";
import type { AutoPostForm } from "./deep-linking-logic.ts";

/**
 * Hands the signed deep-linking answer to the LMS: a form posted at once to its return address,
 * with a visible button in case the post does not go (a slow frame, scripts held back).
 */
export function AutoPost({ form, platformName }: { form: AutoPostForm; platformName: string }) {
  const { t } = useTranslation("ltiLaunch");
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    ref.current?.submit();
  }, []);
  return (
    <form
      ref={ref}
      method={form.method}
      action={form.action}
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="lti-deep-linking-post"
    >
      <p role="status">{t("picker.sending", { platform: platformName })}</p>
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("primary")}>
        <Send aria-hidden="true" className="size-4" />
        {t("picker.sendNow", { platform: platformName })}
      </button>
    </form>
  );
}
