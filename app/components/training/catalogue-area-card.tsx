import { ArrowRight, Briefcase, type LucideIcon, Scale, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { Area } from "../../../contract/course-areas.ts";

export const AREA_ICONS: Record<Area, LucideIcon> = {
  cybersecurity: ShieldCheck,
  "privacy-compliance": Scale,
  "professional-skills": Briefcase,
};

/** An area as a card: icon, name, description, how many courses; the whole card links to the area. */
export function AreaCard({ area, total, headingLevel = 3 }: { area: Area; total: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("training");
  const Icon = AREA_ICONS[area];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5 shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-primary-text">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-bold leading-snug">
        <LocalizedLink to={`/training/areas/${area}`} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
          {t(`areas.${area}`)}
        </LocalizedLink>
      </Heading>
      <p className="text-sm text-muted">{t(`catalogue.areaDescriptions.${area}`)}</p>
      <p className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-primary-text">
        {t("catalogue.courseCount", { count: total })}
        <ArrowRight aria-hidden="true" className="size-4" />
      </p>
    </article>
  );
}
