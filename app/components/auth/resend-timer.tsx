import { Loader2, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OTP_RESEND_TIMER_SECONDS } from "../../../contract/constants.ts";
import { buttonClass } from "../ui/button.tsx";

/** Seconds left of a countdown that starts when the component mounts (re-key it to restart). */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * "Resend code": disabled with a visible countdown (§9: starts at 60), then enabled.
 * The countdown is not a live region (a reader would hear every second); the button
 * simply becomes available.
 */
export function ResendButton({
  seconds = OTP_RESEND_TIMER_SECONDS,
  busy,
  disabled,
  onResend,
}: {
  seconds?: number;
  busy: boolean;
  disabled: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation("auth");
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || busy || disabled}
      className={buttonClass("ghost", "sm", "px-2 text-primary-text")}
      data-testid="resend-code"
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RotateCw aria-hidden="true" className="size-4" />}
      {busy ? t("code.resending") : waiting ? t("code.resendIn", { seconds: left }) : t("code.resend")}
    </button>
  );
}
