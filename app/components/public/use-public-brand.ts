import { useTranslation } from "react-i18next";
import { DEFAULT_BRAND } from "../../../contract/constants.ts";
import { useRootData } from "../../root.tsx";

/**
 * The tenant's brand as the public pages speak of it. A tenant that kept the default
 * slogan or description gets them in the page's language instead of the English default.
 */
export function usePublicBrand() {
  const data = useRootData();
  const { t } = useTranslation("home");
  const brand = data?.brand;
  const name = brand?.name ?? DEFAULT_BRAND.name;
  const slogan = !brand || brand.slogan === DEFAULT_BRAND.slogan ? t("brandDefaults.slogan") : brand.slogan;
  const description =
    !brand || brand.description === DEFAULT_BRAND.description ? t("brandDefaults.description") : brand.description;
  return {
    name,
    slogan,
    description,
    supportEmail: brand?.supportEmail ?? "",
    contactEmail: brand?.contactEmail ?? "",
    siteUrl: brand?.siteUrl ?? data?.origin ?? "",
    origin: data?.origin ?? "",
  };
}
