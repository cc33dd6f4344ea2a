import { useTranslation } from "react-i18next";

/** Built in the compliance pages' own commits. */
export default function Page() {
  const { t } = useTranslation("routes");
  return <h1 className="px-4 py-6 text-2xl font-extrabold">{t("compliance-reports")}</h1>;
}
