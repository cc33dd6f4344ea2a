import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";

/** Where a missing permission lands (§5). */
export default function Unauthorized() {
  const { t } = useTranslation("gating");
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-primary-text" />
      <h1 className="text-3xl font-extrabold">{t("unauthorized.title")}</h1>
      <p className="max-w-lg text-muted">{t("unauthorized.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/dashboard" className={buttonClass("primary")}>
          {t("unauthorized.dashboard")}
        </LocalizedLink>
        <LocalizedLink to="/" className={buttonClass("outline")}>
          {t("unauthorized.home")}
        </LocalizedLink>
      </div>
    </Container>
  );
}
