import { useTranslation } from "react-i18next";
import { AccountPage } from "../../components/account/account-page.tsx";
import { PersonalDataForm } from "../../components/account/personal-data-form.tsx";

/** /account/personal-data: name, phone and language; the e-mail address read-only. */
export default function PersonalDataRoute() {
  const { t } = useTranslation("account");
  return <AccountPage intro={t("personalData.intro")}>{(user) => <PersonalDataForm key={user.id} user={user} />}</AccountPage>;
}
