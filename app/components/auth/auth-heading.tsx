import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** The page's one h1 and its introduction. */
export function AuthHeading({ title, text }: { title: string; text?: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
    </div>
  );
}

/** "No account yet? Sign up" under the form. */
export function AuthFooterLink({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {text}{" "}
      <LocalizedLink to={to} className="font-semibold text-primary-text underline">
        {link}
      </LocalizedLink>
    </p>
  );
}

/** Consent text with links to the terms and the privacy policy. */
export function ConsentText() {
  const { t } = useTranslation("auth");
  const link = "font-medium text-primary-text underline";
  return (
    <p className="text-center text-sm text-muted">
      {t("consent.before")}{" "}
      <LocalizedLink to="/terms-of-service" className={link}>
        {t("consent.terms")}
      </LocalizedLink>{" "}
      {t("consent.and")}{" "}
      <LocalizedLink to="/privacy-policy" className={link}>
        {t("consent.privacy")}
      </LocalizedLink>
      {t("consent.after")}
    </p>
  );
}
