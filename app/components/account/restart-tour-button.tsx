import { Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { User } from "../../../contract/auth.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { tourFlagOf } from "./use-account.ts";

/** Removes the tour flag and goes to the dashboard, where the tour starts again. */
export function RestartTourButton({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [pending, setPending] = useState(false);

  async function restart() {
    if (pending) return;
    setPending(true);
    const res = await api.delete("/user/remove-interaction-flag", { body: { flag: tourFlagOf(user) } });
    setPending(false);
    if (!res.ok) return toast.error(t("errors.title"), res.error.message || t("overview.tour.error"));
    toast.success(t("overview.tour.restarted"));
    // The navigation reloads the root data, so the dashboard sees the flag gone.
    await navigate(localize("/dashboard"));
  }

  return (
    <button
      type="button"
      onClick={restart}
      aria-disabled={pending || undefined}
      className={buttonClass("outline", "md", pending ? "cursor-wait opacity-80" : "")}
    >
      {pending ? (
        <Loader2 aria-hidden="true" focusable="false" className="size-4 animate-spin" />
      ) : (
        <RotateCcw aria-hidden="true" focusable="false" className="size-4" />
      )}
      {t("overview.tour.restart")}
    </button>
  );
}
