import { Clapperboard, FilePen, UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const STEPS: { key: "presenter" | "write" | "render"; icon: LucideIcon }[] = [
  { key: "presenter", icon: UserRound },
  { key: "write", icon: FilePen },
  { key: "render", icon: Clapperboard },
];

/** No course yet: the three first steps, from a presenter to a narrated video. */
export function StudioEmptyState() {
  const { t } = useTranslation("creatorStudio");
  return (
    <section
      aria-labelledby="studio-empty-title"
      className="rounded-xl border border-dashed border-border bg-surface-raised p-6"
      data-testid="studio-empty"
    >
      <h2 id="studio-empty-title" className="text-lg font-semibold">
        {t("empty.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t("empty.intro")}</p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ key, icon: Icon }, i) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
            <div>
              <h3 className="font-semibold">{t(`empty.${key}.title`, { n: i + 1 })}</h3>
              <p className="text-sm text-muted">{t(`empty.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
