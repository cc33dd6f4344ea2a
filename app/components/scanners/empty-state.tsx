import { Globe, Mail, Radar, ShieldCheck, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const POINTS: { key: "headers" | "tls" | "email" | "exposure"; icon: LucideIcon }[] = [
  { key: "headers", icon: Globe },
  { key: "tls", icon: ShieldCheck },
  { key: "email", icon: Mail },
  { key: "exposure", icon: Radar },
];

/** No website yet: what the scanners do, category by category, before the first one is added. */
export function ScannersEmptyState({ max }: { max: number }) {
  const { t } = useTranslation("scannerPages");
  return (
    <section
      aria-labelledby="scanners-empty-title"
      className="rounded-xl border border-dashed border-border bg-surface-raised p-6"
      data-testid="scanners-empty"
    >
      <h2 id="scanners-empty-title" className="text-lg font-semibold">
        {t("empty.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t("empty.intro", { max })}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
            <div>
              <h3 className="font-semibold">{t(`categories.${key}.name`)}</h3>
              <p className="text-sm text-muted">{t(`empty.${key}`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{t("empty.passive")}</p>
    </section>
  );
}
