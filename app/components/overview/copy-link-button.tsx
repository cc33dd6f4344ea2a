import { Check, Link2 } from "lucide-react";
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

/**
 * Copies a link; says "Copied" for the §9 1500 ms, and the polite live region beside it
 * tells screen readers what was copied.
 */
export function CopyLinkButton({ url, describedBy, announcement }: { url: string; describedBy?: string; announcement: string }) {
  const { t } = useTranslation("overview");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await writeClipboard(url);
    } catch {
      toast.error(t("certificates.copyError.title"), t("certificates.copyError.text", { url }));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-describedby={describedBy} data-copied={copied || undefined}>
        {copied ? <Check aria-hidden="true" focusable="false" className="size-4 text-accent-text" /> : <Link2 aria-hidden="true" focusable="false" className="size-4" />}
        {t(copied ? "certificates.actions.copied" : "certificates.actions.copy")}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? announcement : ""}
      </span>
    </>
  );
}
