import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DURATION_MS } from "../../../contract/constants.ts";
import { onToasterWanted, showFlashedToast, toasterWanted } from "../../lib/toast.ts";

// The toast library loads with the first toast (app/lib/toast.ts): a page that shows none never downloads it.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toast region (§2); toasts close after their §9 duration and pause while hovered. */
export function ToastRegion() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  useEffect(() => showFlashedToast(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        closeButton
        duration={TOAST_DURATION_MS.success}
        containerAriaLabel={t("common:toast.region")}
        toastOptions={{ closeButtonAriaLabel: t("common:toast.close") }}
      />
    </Suspense>
  );
}
