import { Fragment, type ReactNode } from "react";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { POLICY_VALUES } from "./referral-terms.ts";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

export const LEGAL_DOCUMENTS = {
  "privacy-policy": { key: "privacyPolicy", path: "/privacy-policy" },
  "terms-of-service": { key: "termsOfService", path: "/terms-of-service" },
  "reseller-agreement": { key: "resellerAgreement", path: "/reseller-agreement" },
  "referral-program-terms": { key: "referralProgramTerms", path: "/referral-program/terms-of-service" },
} as const;
export type LegalRouteId = keyof typeof LEGAL_DOCUMENTS;

interface LegalSection {
  title: string;
  body: string[];
  items?: string[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Turns the brand's e-mail addresses inside a paragraph into mailto links. */
function withMailto(text: string, emails: string[]): ReactNode {
  const list = emails.filter(Boolean);
  if (!list.length) return text;
  const parts = text.split(new RegExp(`(${list.map(escapeRe).join("|")})`, "g"));
  return parts.map((part, i) =>
    list.includes(part) ? (
      <a key={i} href={`mailto:${part}`} className="font-medium text-primary-text underline">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** One legal document from the catalog: title, date, table of contents and numbered sections; `values` are figures the server gives (the referral rate). */
export function LegalDocument({ id, values = {} }: { id: LegalRouteId; values?: Record<string, string | number> }) {
  const { t, list } = useCatalog("legal");
  const brand = usePublicBrand();
  const doc = `documents.${LEGAL_DOCUMENTS[id].key}`;
  const vars = { ...POLICY_VALUES, ...values, brand: brand.name, supportEmail: brand.supportEmail, contactEmail: brand.contactEmail, siteUrl: brand.siteUrl };
  const sections = list<LegalSection>(`${doc}.sections`, vars);
  const emails = [brand.supportEmail, brand.contactEmail];
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <Container className="py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("eyebrow", { brand: brand.name })}</p>
        <h1 id="legal-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t(`${doc}.title`)}
        </h1>
        <p className="mt-3 text-sm text-muted">{t("lastUpdated")}</p>
        <p className="mt-6 text-lg text-muted">{withMailto(t(`${doc}.summary`, vars), emails)}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-toc-title" className="self-start rounded-2xl border border-border bg-surface-sunken p-5 lg:sticky lg:top-24">
          <h2 id="legal-toc-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t("toc")}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, i) => (
              <li key={section.title}>
                <a href={`#${anchor(i)}`} className="text-fg hover:text-primary-text hover:underline">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article aria-labelledby="legal-title" className="prose-legal max-w-3xl">
          {sections.map((section, i) => (
            <section key={section.title} id={anchor(i)} aria-labelledby={`${anchor(i)}-title`} className="scroll-mt-24">
              <h2 id={`${anchor(i)}-title`}>
                {i + 1}. {section.title}
              </h2>
              {section.body.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {withMailto(paragraph, emails)}
                </p>
              ))}
              {section.items?.length ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{withMailto(item, emails)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
      <nav aria-labelledby="legal-related-title" className="mt-16 border-t border-border pt-8">
        <h2 id="legal-related-title" className="text-lg font-semibold">
          {t("related")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {(Object.keys(LEGAL_DOCUMENTS) as LegalRouteId[])
            .filter((other) => other !== id)
            .map((other) => (
              <li key={other}>
                <LocalizedLink to={LEGAL_DOCUMENTS[other].path} className="font-medium text-primary-text underline">
                  {t(`documents.${LEGAL_DOCUMENTS[other].key}.title`)}
                </LocalizedLink>
              </li>
            ))}
        </ul>
      </nav>
    </Container>
  );
}
