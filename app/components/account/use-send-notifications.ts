import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast.ts";
import { useApi } from "./account-api.ts";

/** Sends a notification to people by e-mail address (§7); a failure shows the §8 toast. */
export function useSendNotifications() {
  const { t } = useTranslation("account");
  const api = useApi();
  return useCallback(
    async (emails: string[], slug: string): Promise<boolean> => {
      const res = await api("/api/notification/send-notifications", { method: "POST", body: { emails, slug } });
      if (!res.ok) toast.error(t("notifications.sendError"), res.message);
      return res.ok;
    },
    [api, t],
  );
}
