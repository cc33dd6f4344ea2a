import { useTranslation } from "react-i18next";
import { AccountPage } from "../../components/account/account-page.tsx";
import { EmailPreferencesForm } from "../../components/account/email-preferences-form.tsx";
import { useRootData } from "../../root.tsx";

/** /account/email-preferences: which e-mails the person receives. */
export default function EmailPreferencesRoute() {
  const { t } = useTranslation("account");
  const brand = useRootData()?.brand.name ?? "";
  return (
    <AccountPage intro={t("emailPreferences.intro", { brand })}>{(user) => <EmailPreferencesForm key={user.id} user={user} />}</AccountPage>
  );
}
