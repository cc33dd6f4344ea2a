import { SiteShell } from "../components/layout/site-shell.tsx";

/** §2 pricing layout. */
export default function PricingLayout() {
  return <SiteShell variant="pricing" />;
}
