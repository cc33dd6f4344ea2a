import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LOGO_PLATE } from "../../components/layout/brand-logo.tsx";
import { useRootData } from "../../root.tsx";

/** The product brand while in closed beta: every path lands here. */
export default function ClosedBeta() {
  const { t } = useTranslation("gating");
  const data = useRootData();
  const brand = data?.brand;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface-sunken px-4 text-center">
      {brand ? <img src={brand.logoHorizontal} alt={brand.name} className={`h-10 w-auto ${LOGO_PLATE}`} /> : null}
      <FlaskConical aria-hidden="true" className="size-12 text-primary-text" />
      <h1 className="text-3xl font-extrabold">{t("closedBeta.title", { brand: brand?.name })}</h1>
      <p className="max-w-lg text-muted">{t("closedBeta.text", { brand: brand?.name })}</p>
      {brand ? (
        <a
          className="font-semibold text-primary-text underline"
          href={`mailto:${brand.contactEmail}?subject=${encodeURIComponent(t("closedBeta.subject"))}`}
        >
          {t("closedBeta.cta", { email: brand.contactEmail })}
        </a>
      ) : null}
    </div>
  );
}
