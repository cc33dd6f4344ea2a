import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LtiToolConfig } from "../../../contract/lti.ts";
import { CopyValue } from "./copy-value.tsx";

/** The values the LMS's administrator pastes in, in the order the LMSs ask for them. */
const VALUES = ["loginUrl", "redirectUrl", "launchUrl", "deepLinkingUrl", "jwksUrl", "domain"] as const;

/** The card's anchor, for a page's link to the values. */
export const TOOL_VALUES_ANCHOR = "tool-values";

/** "Your tool's details": the tool's values for the LMS, each to copy, and how Moodle and Canvas take them. */
export function ToolConfigCard({ config }: { config: LtiToolConfig | null }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  return (
    <section
      id={TOOL_VALUES_ANCHOR}
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
