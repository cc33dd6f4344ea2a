import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * Adopts a framework for the entity, says so, and reads the page again; answers the API's
 * message when it refuses (already adopted elsewhere, no longer there), or null when done.
 */
export function useAdopt() {
  const { t } = useTranslation("compliancePages");
  const api = useApi();
  const revalidator = useRevalidator();
  return async (framework: { slug: string; name: string }): Promise<string | null> => {
    const res = await api.post("/compliance/adoptions", { body: { slug: framework.slug } });
    if (!res.ok) return res.error.message || t("adopt.failed");
    toast.success(t("adopt.done", { name: framework.name }), t("adopt.doneText"));
    await revalidator.revalidate();
    return null;
  };
}
