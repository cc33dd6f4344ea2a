import { Unlink } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { MenuButton } from "../../ui/menu-button.tsx";

/**
 * An adopted framework's rarer actions, in a "More actions" menu rather than beside its title.
 * "Stop following" asks first, saying what stays (statuses, owners, dates, notes, evidence:
 * adopting it again resumes) and what stops (readiness, the trend, reminders); focus starts on
 * Cancel and returns to the menu's button.
 */
export function AdoptionActions({ framework }: { framework: { slug: string; name: string } }) {
  const { t } = useTranslation("compliancePages");
  const api = useApi();
  const revalidator = useRevalidator();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <MenuButton
        label={t("unadopt.menu")}
        accessibleLabel={t("unadopt.menuLabel", { name: framework.name })}
        buttonRef={menuButton}
        items={[{ id: "unadopt", label: t("unadopt.open"), icon: Unlink, danger: true, onSelect: () => setOpen(true) }]}
      />
      <ConfirmDialog
        open={open}
        setOpen={setOpen}
        returnFocus={menuButton}
        title={t("unadopt.title", { name: framework.name })}
        body={t("unadopt.body", { name: framework.name })}
        confirm={t("unadopt.confirm")}
        onConfirm={async () => {
          const res = await api.delete("/compliance/adoptions/{slug}", { params: { slug: framework.slug } });
          if (!res.ok) return res.error.message || t("unadopt.failed");
          toast.success(t("unadopt.done", { name: framework.name }));
          void revalidator.revalidate();
          return null;
        }}
      />
    </>
  );
}
