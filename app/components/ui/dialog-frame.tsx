import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { buttonClass } from "./button.tsx";

/**
 * A dialog's root that stays open while its action runs (Escape, the overlay and the close
 * button do nothing then); `onChange` runs on each opening and closing (to clear the fields).
 */
export function BusyDialogRoot({
  open,
  pending,
  setOpen,
  onChange,
  children,
}: {
  open: boolean;
  pending: boolean;
  setOpen: (open: boolean) => void;
  onChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const change = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    onChange?.(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      {children}
    </Dialog.Root>
  );
}

/**
 * The portal, overlay and centred panel of a modal dialog, with its title, description and
 * close button; goes inside the caller's Dialog.Root, next to its Dialog.Trigger.
 */
export function DialogFrame({
  title,
  description,
  closeLabel,
  closeDisabled,
  initialFocus,
  returnFocus,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Accessible name of the icon-only close button. */
  closeLabel: string;
  /** For while an action runs that closing must not interrupt. */
  closeDisabled?: boolean;
  /** Where focus lands on opening; by default Radix picks the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on closing, for a dialog opened by a button of its own (no Dialog.Trigger). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        onOpenAutoFocus={(e) => {
          if (!initialFocus) return;
          e.preventDefault();
          initialFocus.current?.focus();
        }}
        onCloseAutoFocus={(e) => {
          if (!returnFocus) return;
          e.preventDefault();
          returnFocus.current?.focus();
        }}
        className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface-raised p-6 text-fg shadow-xl focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Close disabled={closeDisabled} className={buttonClass("ghost", "sm", "-mr-2 -mt-1 shrink-0 px-2")}>
            <X aria-hidden="true" focusable="false" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * A dialog form's buttons: cancel (closes) and submit, stacked on a phone (submit on top),
 * side by side from `sm`; while the action runs, cancel is off and submit shows a spinner.
 */
export function DialogFormActions({
  cancelLabel,
  submitLabel,
  pending,
  unavailable,
  className = "",
}: {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  /** Submitting would do nothing now (e.g. nothing chosen): announced as disabled, still focusable. */
  unavailable?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <Dialog.Close disabled={pending} className={buttonClass("outline")}>
        {cancelLabel}
      </Dialog.Close>
      <button type="submit" aria-disabled={pending || unavailable || undefined} className={buttonClass("primary")}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {submitLabel}
      </button>
    </div>
  );
}
