import { Check, Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCopy } from "../../lib/clipboard.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";

/**
 * A value to publish (a DNS record, a file's content, a tag), in code, with a button that copies
 * it; `hideValue` for code already shown above (a snippet), where only the button is drawn.
 */
export function CopyValue({
  label,
  value,
  testId,
  hideValue = false,
}: {
  label: string;
  value: string;
  testId?: string;
  hideValue?: boolean;
}) {
  const { t } = useTranslation("scannerPages");
  const { copied, copy } = useCopy(value, () => toast.error(t("copy.failed")));
  const button = (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={hideValue ? label : t("copy.label", { what: label })}>
      {copied ? <Check aria-hidden="true" className="size-4 text-accent-text" /> : <Copy aria-hidden="true" className="size-4" />}
      <span className={hideValue ? "" : "hidden sm:inline"}>{t(copied ? "copy.copied" : "copy.copy")}</span>
    </Button>
  );
  const announce = (
    <span aria-live="polite" className="sr-only">
      {copied ? t("copy.done", { what: label }) : ""}
    </span>
  );
  if (hideValue) {
    return (
      <div className="flex">
        {button}
        {announce}
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</span>
      <div className="flex min-w-0 items-start gap-2">
        <code
          className="block min-w-0 flex-1 break-all rounded border border-border bg-surface-sunken px-2 py-1.5 font-mono text-xs"
          data-testid={testId}
        >
          {value}
        </code>
        {button}
      </div>
      {announce}
    </div>
  );
}
