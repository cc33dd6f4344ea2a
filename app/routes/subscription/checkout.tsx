import { ArrowLeft, Clock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import type { CheckoutStatus } from "../../../contract/billing.ts";
import { localizePath } from "../../../contract/locale.ts";
import { CardForm } from "../../components/subscription/card-form.tsx";
import { OrderSummary, TestCardsBanner } from "../../components/subscription/checkout-summary.tsx";
import { ConfirmStep } from "../../components/subscription/confirm-step.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { type ApiFailure, loaderApi, orThrow } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import type { Route } from "./+types/checkout";

const activePath = (id: string) => `/subscription/active?session_id=${encodeURIComponent(id)}`;

/** The session (another entity's, or a malformed id: Page Not Found); a paid one goes on to its return page. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const session = orThrow(
    await api.get("/payment-gateway/checkout-sessions/{sessionId}", { params: { sessionId: args.params.sessionId } }),
    [400, 404],
  );
  if (session.status === "complete") throw redirect(localizePath(activePath(session.id), api.locale));
  return { session };
}

/**
 * "/subscription/checkout/{sessionId}": the built-in test gateway's checkout page, clearly in
 * TEST MODE: the order, the test cards, the card form, and the bank's confirmation step when
 * the card asks for it. Paid, it goes to /subscription/active like Stripe's page would.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("subscription");
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [session, setSession] = useState<CheckoutStatus>(loaderData.session);
  const [failure, setFailure] = useState<string | null>(null);

  function onAnswer(next: CheckoutStatus) {
    setSession(next);
    if (next.status === "complete") void navigate(localize(activePath(next.id)));
  }
  function onConfirmFailed(res: ApiFailure) {
    setFailure(res.error.message || t("checkout.declined"));
    // refused at the bank: the session is open again for another card
    setSession((s) => ({ ...s, status: "open" }));
  }

  const payable = session.gateway === "local" && (session.status === "open" || session.status === "requires_action");
  return (
    <Container className="max-w-5xl py-10 sm:py-14">
      <LocalizedLink
        to="/subscription/pricing?canceled=1"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("checkout.back")}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("checkout.title")}</h1>
      <div className="mt-6">
        <TestCardsBanner />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <div className="lg:order-2">
          <OrderSummary session={session} />
        </div>
        <div className="lg:order-1">
          {!payable ? (
            <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface-raised p-6">
              <Clock aria-hidden="true" className="size-8 text-muted" />
              <p>{t(session.status === "expired" ? "checkout.expired" : "checkout.unavailable")}</p>
              <LocalizedLink to="/subscription/pricing" className={buttonClass("primary")}>
                {t("checkout.choosePlan")}
              </LocalizedLink>
            </div>
          ) : session.status === "requires_action" ? (
            <ConfirmStep session={session} onAnswer={onAnswer} onFailed={onConfirmFailed} />
          ) : (
            <CardForm key={failure ?? "card"} session={session} onAnswer={onAnswer} failure={failure ?? session.lastError} />
          )}
        </div>
      </div>
    </Container>
  );
}
