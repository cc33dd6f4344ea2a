import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LtiToolConfig } from "../../../contract/lti.ts";
import { useCopy } from "../../lib/clipboard.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";

/** The values the LMS's administrator pastes in, in the order the LMSs ask for them. */
const VALUES = ["loginUrl", "redirectUrl", "launchUrl", "deepLinkingUrl", "jwksUrl", "domain"] as const;

/** One value with its copy button: "Copied" for a moment, and a polite live region tells screen readers which. */
function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
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

/** "Your tool's details": the tool's values for the LMS, each to copy, and how Moodle and Canvas take them. */
export function ToolConfigCard({ config }: { config: LtiToolConfig | null }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="lti-tool-config"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("tool.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("tool.intro")}</p>
      </div>
      {config ? (
        <dl>
          {VALUES.map((key) => (
            <CopyValue key={key} label={t(`tool.${key}`)} value={config[key]} testId={`lti-${key}`} />
          ))}
        </dl>
      ) : (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("tool.unavailable")}
        </p>
      )}
      <div className="rounded-lg bg-surface p-4 text-sm">
        <h3 className="font-semibold">{t("tool.howTo.title")}</h3>
        <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
          <li>{t("tool.howTo.moodle")}</li>
          <li>{t("tool.howTo.canvas")}</li>
        </ul>
        <p className="mt-2">{t("tool.howTo.then")}</p>
      </div>
    </section>
  );
}
