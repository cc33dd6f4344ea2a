import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCopy } from "../../lib/clipboard.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";

/** One value with its copy button: "Copied" for a moment, and a polite live region tells screen readers which. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const { copied, copy } = useCopy(value, () => toast.error(t("tool.copyError")));
  return (
    <div
      className="grid grid-cols-1 gap-x-4 gap-y-1 border-t border-border py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid={testId}
    >
      <dt id={`${id}-label`} className="text-sm font-semibold sm:col-start-1">
        {label}
      </dt>
      <dd className="break-all font-mono text-sm text-muted sm:col-start-1" data-testid={`${testId}-value`}>
        {value}
      </dd>
      <dd className="mt-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0">
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-describedby={`${id}-label`} data-copied={copied || undefined}>
          {copied ? (
            <Check aria-hidden="true" focusable="false" className="size-4 text-accent-text" />
          ) : (
            <Copy aria-hidden="true" focusable="false" className="size-4" />
          )}
          {t(copied ? "tool.copied" : "tool.copy")}
        </Button>
        <span aria-live="polite" className="sr-only">
          {copied ? t("tool.copiedValue", { label }) : ""}
        </span>
      </dd>
    </div>
  );
}
