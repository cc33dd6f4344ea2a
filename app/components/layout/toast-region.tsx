import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DURATION_MS } from "../../../contract/constants.ts";
import { showFlashedToast } from "../../lib/toast.ts";

// The toast library loads after the page is interactive: no toast can exist before that.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toast region (§2); toasts close after their §9 duration and pause while hovered. */
export function ToastRegion() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    showFlashedToast();
  }, []);
  if (!ready) return null;
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
