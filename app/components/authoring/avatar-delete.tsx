import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/**
 * Deletes a presenter after asking; one that presents courses is refused by the API, whose
 * message the dialog shows. `onDone` (the edit page: back to the list), else the list reloads.
 */
export function AvatarDelete({ avatar, onDone }: { avatar: { id: string; name: string; courses: number }; onDone?: () => void }) {
  const { t } = useTranslation("creatorStudio");
  const api = useApi();
  const revalidator = useRevalidator();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("avatars.delete.open")}</span>
        </>
      }
      triggerLabel={t("avatars.delete.openNamed", { name: avatar.name })}
      triggerClass={buttonClass("outline", "sm", "text-red-700 dark:text-red-300")}
      title={t("avatars.delete.title", { name: avatar.name })}
      body={avatar.courses ? t("avatars.delete.bodyInUse", { count: avatar.courses }) : t("avatars.delete.body")}
      confirm={t("avatars.delete.confirm")}
      onConfirm={async () => {
        const res = await api.delete("/creator/avatars/{id}", { params: { id: avatar.id } });
        if (!res.ok) return res.error.message || t("avatars.delete.failed");
        toast.success(t("avatars.delete.done", { name: avatar.name }));
        if (onDone) onDone();
        else void revalidator.revalidate();
        return null;
      }}
    />
  );
}
