import { ArrowRight, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Feature } from "../../../contract/constants.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** Where a feature is used, for the features that have a page of their own. */
export const FEATURE_PAGES: Partial<Record<Feature, string>> = {
  "basic-training": "/training/courses",
  training: "/training/courses",
  badges: "/badges",
  certificates: "/certificate",
  "progress-tracking": "/achievements",
  "team-management": "/my-company",
  "extra-members": "/my-company/members",
  "performance-reports": "/my-company/reports",
  "import-csv": "/my-company/imports",
  "department-assignment": "/my-company/groups",
  "custom-programs": "/training/programs/create",
  "create-courses": "/content-creator",
};

/** The features a plan switched on, each with a link to where it is used. */
export function UnlockedFeatures({ features }: { features: readonly string[] }) {
  const { t } = useTranslation(["subscription", "pricing"]);
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="unlocked-features">
      {features.map((f) => {
        const to = FEATURE_PAGES[f as Feature];
        return (
          <li key={f} className="flex items-start gap-3 rounded-xl border border-border bg-surface-raised p-4">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
            <div className="min-w-0">
              <p className="font-semibold">{t(`pricing:flags.${f}`)}</p>
              {to ? (
                <LocalizedLink to={to} className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary-text underline">
                  {t(`active.open.${f}`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </LocalizedLink>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
