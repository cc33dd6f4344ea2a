import { useAccountData } from "../components/account/use-account.ts";
import { AppShell } from "../components/layout/app-shell.tsx";
import { SiteShell } from "../components/layout/site-shell.tsx";

/**
 * §2 default layout (/unauthorized). A signed-in person sent here by a guard stays in the
 * signed-in shell (their menu, their account), not on a public page; a visitor gets the site.
 */
export default function DefaultLayout() {
  const { user } = useAccountData();
  return user ? <AppShell variant="auth" /> : <SiteShell variant="default" />;
}
