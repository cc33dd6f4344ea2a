import { ArrowRight, Clock, ListChecks, UserRoundCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import type { Area } from "../../../contract/course-areas.ts";

/** What the test measures, how long it takes and where the answers go, then "Start". */
export function SkillGapIntro({
  areas,
  count,
  signedIn,
  onStart,
}: {
  areas: Area[];
  count: number;
  signedIn: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation("skillGap");
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-muted">{t("intro.lead")}</p>
      <section aria-labelledby="skill-gap-areas" className="flex flex-col gap-3">
        <h2 id="skill-gap-areas" className="text-lg font-bold">
          {t("intro.measures")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-3">
          {areas.map((area) => (
            <li key={area} className="rounded-lg border border-border bg-surface-sunken p-3 text-sm font-semibold">
              {t(`training:areas.${area}`)}
            </li>
          ))}
        </ul>
      </section>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
          {t("intro.duration")}
        </li>
        <li className="flex items-center gap-2">
          <ListChecks aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
          {t("intro.questions", { count })}
        </li>
        <li className="flex items-center gap-2">
          <UserRoundCheck aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
          {t(signedIn ? "intro.savedToAccount" : "intro.noAccount")}
        </li>
      </ul>
      <div>
        <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
          {t("intro.start")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
