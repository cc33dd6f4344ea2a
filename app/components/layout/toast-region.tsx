import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../../../contract/constants.ts";

/** The one toast region (§2); toasts close after their §9 duration and pause while hovered. */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS.success}
      containerAriaLabel={t("common:toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("common:toast.close") }}
    />
  );
}
