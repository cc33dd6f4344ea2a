import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { localizePath } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";

/** "Clone": the template read whole, copied as the company's own, and its editor opened. */
export function useClone() {
  const { t } = useTranslation("phishingTemplates");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  async function clone(id: string) {
    if (pending) return;
    setPending(id);
    const source = await api.get("/phishing/templates/{id}", { params: { id } });
    const res = source.ok
      ? await api.post("/phishing/templates", {
          body: {
            fromId: id,
            category: source.data.category,
            difficulty: source.data.difficulty as 1,
            landingPageId: source.data.landingPageId,
            content: source.data.content,
          },
        })
      : source;
    setPending(null);
    if (!res.ok) {
      toast.error(res.error.message || t("errors.generic"));
      return;
    }
    toast.success(t("clone.done"));
    void navigate(localizePath(`/phishing/templates/${res.data.id}`, locale));
  }
  return { clone, pending };
}
