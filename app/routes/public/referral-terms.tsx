import { LegalDocument } from "../../components/public/legal-document.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/referral-terms";

/** "/referral-program/terms-of-service": the programme's terms, at the rate the server is configured with. */
export async function loader(args: Route.LoaderArgs) {
  return { program: orThrow(await loaderApi(args).get("/public/referral-program")) };
}

export default function ReferralTerms({ loaderData }: Route.ComponentProps) {
  const { percent, cookieDays } = loaderData.program;
  return (
    <div>
      <LegalDocument id="referral-program-terms" values={{ percent, referralCookieDays: cookieDays }} />
    </div>
  );
}
