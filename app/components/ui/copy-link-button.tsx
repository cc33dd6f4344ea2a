import { Check, Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCopy } from "../../lib/clipboard.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "./button.tsx";

/**
 * Copies a link; says "Copied" for the §9 1500 ms, and the polite live region beside it
 * tells screen readers what was copied.
 */
export function CopyLinkButton({ url, describedBy, announcement }: { url: string; describedBy?: string; announcement: string }) {
  const { t } = useTranslation("overview");
  const { copied, copy } = useCopy(url, () => toast.error(t("certificates.copyError.title"), t("certificates.copyError.text", { url })));

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-describedby={describedBy} data-copied={copied || undefined}>
        {copied ? (
          <Check aria-hidden="true" focusable="false" className="size-4 text-accent-text" />
        ) : (
          <Link2 aria-hidden="true" focusable="false" className="size-4" />
        )}
        {t(copied ? "certificates.actions.copied" : "certificates.actions.copy")}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? announcement : ""}
      </span>
    </>
  );
}
