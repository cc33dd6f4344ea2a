import { defineArea, type Area, type PageEntry } from "../area.ts";
import type { BillingOperations } from "../operations/billing.ts";

/** Plans, subscriptions, checkout and the public pricing page. */
const owns = { permissions: ["view-billing", "manage-billing"], features: [] } as const;

/** The plan and billing pages (a manager's, in manager mode): the plans' names and features are the pricing page's. */
const plan = (page: Omit<PageEntry, "namespaces">): PageEntry => ({ namespaces: ["pricing", "subscription", "billing"], ...page });
const viewer = ["base-user", "view-billing"] as const;

export const billing: Area<typeof owns, BillingOperations> = defineArea(owns, {
  name: "billing",
  grants: { manager: ["view-billing"] },
  pages: [
    { id: "pricing", path: "/pricing", file: "routes/public/pricing.tsx", layout: "pricing", namespaces: ["pricing"], commonOnly: true },
    plan({
      id: "subscription",
      path: "/subscription",
      file: "routes/subscription/overview.tsx",
      layout: "auth",
      permissions: viewer,
      middleware: ["referral", "manager"],
      menu: { group: "manage", position: 40, label: "subscription", icon: "CreditCard" },
    }),
    plan({
      id: "subscription-active",
      path: "/subscription/active",
      file: "routes/subscription/active.tsx",
      layout: "auth",
      permissions: viewer,
      middleware: ["referral", "manager"],
    }),
    plan({
      id: "subscription-pricing",
      path: "/subscription/pricing",
      file: "routes/subscription/pricing.tsx",
      layout: "pricing",
      permissions: viewer,
      middleware: ["referral", "manager"],
    }),
    // the built-in test gateway's own checkout page (Stripe's is on Stripe)
    plan({
      id: "subscription-checkout",
      path: "/subscription/checkout/:sessionId",
      file: "routes/subscription/checkout.tsx",
      layout: "pricing",
      permissions: ["base-user", "manage-billing"],
      middleware: ["manager"],
    }),
  ],
  // billing: the contract's messages for the checkout's card form and the seats field
  catalogs: { pricing: "route", subscription: "route", billing: "route" },
});
