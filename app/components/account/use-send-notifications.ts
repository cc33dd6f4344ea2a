import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";

/** Sends a notification to people by e-mail address (§7); a failure shows the §8 toast. */
export function useSendNotifications() {
  const { t } = useTranslation("account");
  const api = useApi();
  return useCallback(
    async (emails: string[], slug: string): Promise<boolean> => {
      const res = await api.post("/notification/send-notifications", { body: { emails, slug } });
      if (!res.ok) toast.error(t("notifications.sendError"), res.error.message || undefined);
      return res.ok;
    },
    [api, t],
  );
}
