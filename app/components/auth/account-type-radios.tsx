import { Building2, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ENTITY_TYPES, type EntityType } from "../../../contract/constants.ts";
import { RadioCards } from "../ui/radio-cards.tsx";

const ICONS = { individual: User, company: Building2 } as const;

/** Individual or company, as two radio cards. */
export function AccountTypeRadios({
  value,
  onChange,
  error,
}: {
  value: EntityType | null;
  onChange: (v: EntityType) => void;
  error?: string;
}) {
  const { t } = useTranslation("auth");
  const options = ENTITY_TYPES.map((type) => {
    const Icon = ICONS[type];
    return {
      value: type,
      icon: <Icon aria-hidden="true" className="size-4" />,
      title: t(`accountType.${type}.title`),
      text: t(`accountType.${type}.text`),
    };
  });
  return (
    <RadioCards
      id="auth-accountType"
      name="accountType"
      legend={t("fields.accountType")}
      options={options}
      value={value}
      onChange={onChange}
      describeOptions
      error={error}
    />
  );
}
