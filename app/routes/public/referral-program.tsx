import { CtaBand } from "../../components/public/cta-band.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import { POLICY_VALUES } from "../../components/public/referral-terms.ts";
import { ReferralBenefits, ReferralExample, ReferralHero, ReferralSteps } from "../../components/public/referral-sections.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { ReferralDashboard, type AffiliateView } from "../../components/referrals/referral-dashboard.tsx";
import { PAGE_PARAMS, pageParam } from "../../components/referrals/referral-format.ts";
import { sessionContext } from "../../guards/session-context.ts";
import { abilitiesOf } from "../../lib/abilities.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/referral-program";

/**
 * "/referral-program": signed in (base-user), the person's link, totals, referrals and
 * commissions; otherwise how the programme works, at the rate the server is configured with.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const user = args.context.get(sessionContext).user;
  const program = orThrow(await api.get("/public/referral-program"));
  if (!abilitiesOf(user).can("base-user")) return { program, mine: null };
  const search = new URL(args.request.url).searchParams;
  const affiliate = orThrow(await api.get("/affiliate"));
  const params = { id: affiliate.id };
  const [referrals, commissions] = await Promise.all([
    api.get("/affiliate/{id}/referrals", { params, query: { page: pageParam(search, PAGE_PARAMS.referrals) } }),
    api.get("/affiliate/{id}/commissions", { params, query: { page: pageParam(search, PAGE_PARAMS.commissions) } }),
  ]);
  const mine: AffiliateView = { affiliate, referrals: orThrow(referrals), commissions: orThrow(commissions) };
  return { program, mine };
}

export default function ReferralProgram({ loaderData }: Route.ComponentProps) {
  const { program, mine } = loaderData;
  const { t, list } = useCatalog("referral");
  const { name } = usePublicBrand();
  const vars = { brand: name, percent: program.percent, ...POLICY_VALUES };
  if (mine) return <ReferralDashboard program={program} mine={mine} />;
  return (
    <div>
      <ReferralHero percent={program.percent} />
      <ReferralSteps percent={program.percent} />
      <ReferralExample percent={program.percent} />
      <ReferralBenefits percent={program.percent} />
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
