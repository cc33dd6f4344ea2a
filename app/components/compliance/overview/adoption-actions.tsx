import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, Unlink } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { DANGER } from "../../company/confirm-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFrame } from "../../ui/dialog-frame.tsx";
import { MenuButton } from "../../ui/menu-button.tsx";

/**
 * An adopted framework's rarer actions, in a "More actions" menu rather than beside its title.
 * "Stop following" asks first, saying what stays (statuses, owners, dates, notes, evidence:
 * adopting it again resumes) and what stops (readiness, the trend, reminders); focus starts on
 * Cancel and returns to the menu's button.
 */
export function AdoptionActions({ framework }: { framework: { slug: string; name: string } }) {
  const { t } = useTranslation("compliancePages");
  const common = useTranslation("common").t;
  const api = useApi();
  const revalidator = useRevalidator();
  const menuButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // state lags a render behind: a double click must not send two requests
  const running = useRef(false);

  async function unadopt() {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      const res = await api.delete("/compliance/adoptions/{slug}", { params: { slug: framework.slug } });
      if (!res.ok) return setError(res.error.message || t("unadopt.failed"));
      setOpen(false);
      toast.success(t("unadopt.done", { name: framework.name }));
      await revalidator.revalidate();
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <MenuButton
        label={t("unadopt.menu")}
        accessibleLabel={t("unadopt.menuLabel", { name: framework.name })}
        buttonRef={menuButton}
        items={[{ id: "unadopt", label: t("unadopt.open"), icon: Unlink, danger: true, onSelect: () => setOpen(true) }]}
      />
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          setError(null);
        }}
      >
        <DialogFrame title={t("unadopt.title", { name: framework.name })} description={t("unadopt.body", { name: framework.name })} closeLabel={common("actions.close")} closeDisabled={pending} initialFocus={cancel} returnFocus={menuButton}>
          {error ? (
            <p role="alert" className="mt-4 rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close ref={cancel} disabled={pending} className={buttonClass("outline")}>
              {common("actions.cancel")}
            </Dialog.Close>
            <button type="button" onClick={unadopt} aria-disabled={pending || undefined} className={DANGER}>
              {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("unadopt.confirm")}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}
