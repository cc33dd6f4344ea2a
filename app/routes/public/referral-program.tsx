import { CtaBand } from "../../components/public/cta-band.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import { POLICY_VALUES } from "../../components/public/referral-terms.ts";
import { ReferralBenefits, ReferralExample, ReferralHero, ReferralSteps } from "../../components/public/referral-sections.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";

/** "/referral-program": how referrals and commissions work. */
export default function ReferralProgram() {
  const { t, list } = useCatalog("referral");
  const { name } = usePublicBrand();
  const vars = { brand: name, ...POLICY_VALUES };
  return (
    <div>
      <ReferralHero />
      <ReferralSteps />
      <ReferralExample />
      <ReferralBenefits />
      <FaqSection id="referral-faq-title" title={t("faq.title")} items={list<FaqItem>("faq.items", vars)} />
      <CtaBand
        id="referral-cta-title"
        title={t("cta.title", vars)}
        text={t("cta.text", vars)}
        primary={{ to: "/auth/sign-up", label: t("cta.primary") }}
        secondary={{ to: "/referral-program/terms-of-service", label: t("cta.secondary") }}
      />
    </div>
  );
}
