import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../ui/button.tsx";
import { DialogFrame } from "../ui/dialog-frame.tsx";

/**
 * Asked before a team plan is bought (or tried) by a personal account: going ahead turns it into
 * a company account once the plan is live (checkout's `upgradeAccount`). Focus starts on Cancel.
 */
export function UpgradeAccountDialog({
  open,
  planName,
  onOpenChange,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  planName: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("subscription");
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title={t("upgradeAccount.title")}
        description={t("upgradeAccount.text", { plan: planName })}
        closeLabel={t("actions.close")}
        initialFocus={cancelRef}
        returnFocus={returnFocus}
      >
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          <li>{t("upgradeAccount.owner")}</li>
          <li>{t("upgradeAccount.keeps")}</li>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} className={buttonClass("outline")}>
            {t("actions.cancel")}
          </Dialog.Close>
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {t("upgradeAccount.confirm")}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
