import { useTranslation } from "react-i18next";
import { useRootData } from "../../root.tsx";
import { usePublicBrand } from "../public/use-public-brand.ts";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { ContactUsButton } from "./contact-us-modal.tsx";

const COLUMNS = [
  [
    "footer.product",
    [
      ["/index-training", "nav.training"],
      ["/security-scan", "nav.securityScan"],
      ["/pricing", "nav.pricing"],
      ["/book-a-demo", "nav.demo"],
    ],
  ],
  [
    "footer.company",
    [
      ["/referral-program", "nav.referral"],
      ["/reseller-agreement", "footer.reseller"],
    ],
  ],
  [
    "footer.legal",
    [
      ["/privacy-policy", "footer.privacy"],
      ["/terms-of-service", "footer.terms"],
      ["/referral-program/terms-of-service", "footer.referralTerms"],
    ],
  ],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const data = useRootData();
  // the slogan in the page's language (the default one translated)
  const { slogan } = usePublicBrand();
  if (!data) return null;
  const { brand } = data;
  return (
    <footer className="mt-16 border-t border-border bg-surface-sunken">
      <Container className="grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm text-muted">{slogan}</p>
          <p className="mt-4 text-sm">
            <a className="text-primary-text underline" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
          <ContactUsButton className="mt-4" variant="outline" />
        </div>
        {COLUMNS.map(([title, links]) => (
          <nav key={title} aria-label={t(title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t(title)}</h2>
            <ul className="mt-3 space-y-2">
              {links.map(([to, key]) => (
                <li key={to}>
                  <LocalizedLink to={to} className="text-sm text-fg hover:text-primary-text">
                    {t(key)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col items-start justify-between gap-2 border-t border-border py-6 text-sm text-muted sm:flex-row">
        <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: brand.name })}</p>
        {brand.linkedin ? (
          <a href={brand.linkedin} rel="noopener noreferrer" target="_blank" className="hover:text-fg">
            LinkedIn<span className="sr-only"> {t("footer.newTab")}</span>
          </a>
        ) : null}
      </Container>
    </footer>
  );
}
