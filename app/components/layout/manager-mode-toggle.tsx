import { BriefcaseBusiness } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { Switch } from "../ui/switch.tsx";
import { useAccountData, useCurrentRoute } from "../account/use-account.ts";

/**
 * §4 manager mode: a switch for managers, hidden on routes that disable it. After a
 * change the root data is reloaded so menus follow the new mode. `className` sets the
 * display (default flex), so a layout can hide it per breakpoint.
 */
export function ManagerModeToggle({ className = "flex" }: { className?: string }) {
  const { t } = useTranslation("shell");
  const { user, managerMode } = useAccountData();
  const { entry } = useCurrentRoute();
  const api = useApi();
  const revalidator = useRevalidator();
  const switchId = useId();
  const server = managerMode ?? user?.isManager ?? false;
  // Shown at once on click; the server's answer (and the reloaded root data) confirms it.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => setOptimistic(null), [server]);

  if (!user?.isManager || entry?.disableManagerToggle) return null;
  const checked = optimistic ?? server;

  async function toggle(enabled: boolean) {
    if (pending) return;
    setPending(true);
    setOptimistic(enabled);
    const res = await api.post("/user/manager-mode", { body: { enabled } });
    setPending(false);
    if (!res.ok) {
      setOptimistic(null);
      toast.error(t("common:errors.generic"), res.error.message || t("managerMode.error"));
      return;
    }
    setOptimistic(res.data.managerMode);
    await revalidator.revalidate();
  }

  return (
    <div className={`items-center gap-2 ${className}`}>
      <BriefcaseBusiness aria-hidden="true" focusable="false" className="size-4 shrink-0 text-muted" />
      <label htmlFor={switchId} className="cursor-pointer whitespace-nowrap text-sm font-medium">
        {t("managerMode.label")}
      </label>
      <Switch checked={checked} id={switchId} aria-busy={pending || undefined} onCheckedChange={(v) => void toggle(v)} />
    </div>
  );
}
