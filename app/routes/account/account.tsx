import { useTranslation } from "react-i18next";
import { AccountPage } from "../../components/account/account-page.tsx";
import { AccountOverview } from "../../components/account/overview-cards.tsx";

/** /account: personal data, e-mail preferences, skill-gap test, guided tour, danger zone. */
export default function AccountRoute() {
  const { t } = useTranslation("account");
  return <AccountPage intro={(user) => t("overview.intro", { name: user.name })}>{(user) => <AccountOverview user={user} />}</AccountPage>;
}
