import { Check, Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCopy } from "../../lib/clipboard.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";

/** Copies the referral link; says "Copied" for the §9 1,500 ms, and tells screen readers. */
export function CopyReferralLink({ link, describedBy }: { link: string; describedBy: string }) {
  const { t } = useTranslation("referral");
  const { copied, copy } = useCopy(link, () =>
    toast.error(t("dashboard.link.copyErrorTitle"), t("dashboard.link.copyErrorText", { link })),
  );

  return (
    <>
      <Button
        variant="primary"
        onClick={() => void copy()}
        aria-describedby={describedBy}
        data-copied={copied || undefined}
        className="w-full sm:w-auto"
      >
        {copied ? (
          <Check aria-hidden="true" focusable="false" className="size-4" />
        ) : (
          <Copy aria-hidden="true" focusable="false" className="size-4" />
        )}
        {t(copied ? "dashboard.link.copied" : "dashboard.link.copy")}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? t("dashboard.link.announce") : ""}
      </span>
    </>
  );
}
