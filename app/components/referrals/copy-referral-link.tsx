import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CLIPBOARD_COPIED_MS } from "../../../contract/constants.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";

async function writeClipboard(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // older browsers and insecure origins: a hidden field and the copy command
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  const ok = document.execCommand("copy");
  field.remove();
  if (!ok) throw new Error("copy refused");
}

/** Copies the referral link; says "Copied" for the §9 1,500 ms, and tells screen readers. */
export function CopyReferralLink({ link, describedBy }: { link: string; describedBy: string }) {
  const { t } = useTranslation("referral");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await writeClipboard(link);
    } catch {
      toast.error(t("dashboard.link.copyErrorTitle"), t("dashboard.link.copyErrorText", { link }));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
  }

  return (
    <>
      <Button variant="primary" onClick={() => void copy()} aria-describedby={describedBy} data-copied={copied || undefined} className="w-full sm:w-auto">
        {copied ? <Check aria-hidden="true" focusable="false" className="size-4" /> : <Copy aria-hidden="true" focusable="false" className="size-4" />}
        {t(copied ? "dashboard.link.copied" : "dashboard.link.copy")}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? t("dashboard.link.announce") : ""}
      </span>
    </>
  );
}
