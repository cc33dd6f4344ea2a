import { Mail } from "lucide-react";
import { Suspense, lazy, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass, type ButtonVariant } from "../ui/button.tsx";

// The dialog, its form and Radix load when someone reaches for the button (pointer over it,
// focus on it, or a click), not with every public page.
const loadDialog = () => import("./contact-dialog.tsx");
const ContactDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactDialog })));

/** A "Contact us" button opening the contact form in a dialog. */
export function ContactUsButton({
  className = "",
  variant = "primary",
  children,
}: {
  className?: string;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog().catch(() => {});
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className={buttonClass(variant, "md", className)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Mail aria-hidden="true" focusable="false" className="h-4 w-4" />
        {children ?? t("contact.open")}
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
