import * as Dialog from "@radix-ui/react-dialog";
import { Loader2 } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./button.tsx";
import { BusyDialogRoot, DialogFrame } from "./dialog-frame.tsx";
import { ErrorBox } from "./error-line.tsx";

/** A destructive button: white on red (AA in both colour modes), never the tenant colour. */
export const DANGER =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2 text-center text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Asks before a change that takes something away (the app's one confirmation). `onConfirm` answers an error message to show, or
 * nothing when done (the dialog closes). Focus starts on Cancel, the safe choice. `confirmClass`: a
 * confirmation that takes nothing away (e-mails sent again) need not be red.
 *
 * Opened by a button of its own (`trigger`), or from elsewhere (a menu item): then the caller
 * holds `open` and `setOpen`, and `returnFocus` is where focus goes back on closing.
 */
export function ConfirmDialog({
  trigger,
  triggerClass,
  triggerLabel,
  open: heldOpen,
  setOpen: setHeldOpen,
  returnFocus,
  title,
  body,
  confirm,
  dismiss,
  confirmClass = DANGER,
  onConfirm,
  onOpenChange,
  children,
}: {
  trigger?: ReactNode;
  triggerClass?: string;
  triggerLabel?: string;
  /** For a dialog without a trigger: whether it is open, held by the caller. */
  open?: boolean;
  setOpen?: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
  title: string;
  body: string;
  confirm: string;
  /** The safe button's words when "Cancel" could be read as the action (cancelling a plan): e.g. "Keep my plan". */
  dismiss?: string;
  confirmClass?: string;
  onConfirm: () => Promise<string | null>;
  /** Told when the dialog opens or closes (e.g. to load what the confirmation will take away). */
  onOpenChange?: (open: boolean) => void;
  /** What the confirmation takes away, shown under the body. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = setHeldOpen ?? setOwnOpen;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // state lags a render behind: a double click would see `pending` still false and act twice
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    let failed: string | null;
    try {
      failed = await onConfirm();
    } finally {
      running.current = false;
      setPending(false);
    }
    if (failed) setError(failed);
    else setOpen(false);
  }

  return (
    <BusyDialogRoot
      open={open}
      pending={pending}
      setOpen={setOpen}
      onChange={(next) => {
        setError(null);
        onOpenChange?.(next);
      }}
    >
      {trigger ? (
        <Dialog.Trigger className={triggerClass} aria-label={triggerLabel}>
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <DialogFrame
        title={title}
        description={body}
        closeLabel={t("actions.close")}
        closeDisabled={pending}
        initialFocus={cancelRef}
        returnFocus={returnFocus}
      >
        {children}
        <ErrorBox className="mt-4">{error}</ErrorBox>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} disabled={pending} className={buttonClass("outline")}>
            {dismiss ?? t("actions.cancel")}
          </Dialog.Close>
          <button type="button" onClick={run} aria-disabled={pending || undefined} className={confirmClass}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {confirm}
          </button>
        </div>
      </DialogFrame>
    </BusyDialogRoot>
  );
}
