import { ChevronDown, CreditCard, IdCard, LogOut, MailCheck, UserRound, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { abilitiesOf } from "../../lib/abilities.ts";
import { initialsOf, useAccountData } from "../account/use-account.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ManagerModeToggle } from "./manager-mode-toggle.tsx";

const LINKS: { id: string; to: string; icon: LucideIcon }[] = [
  { id: "account", to: "/account", icon: UserRound },
  { id: "personalData", to: "/account/personal-data", icon: IdCard },
  { id: "emailPreferences", to: "/account/email-preferences", icon: MailCheck },
];
/** The plan pages, for a manager in manager mode who may see billing (as the route guards allow). */
const BILLING = { id: "billing", to: "/subscription", icon: CreditCard };
const ITEM = "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-fg hover:bg-surface-sunken";

/**
 * The person's name and e-mail with links to their account pages and sign-out: a
 * disclosure (button + panel). Escape, a click outside, leaving it with Tab or a
 * navigation closes it. Below md it also holds the top bar's switches.
 */
export function UserMenu() {
  const { t } = useTranslation("shell");
  const { user, managerMode } = useAccountData();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (!user) return null;
  const links = user.isManager && managerMode !== false && abilitiesOf(user).can("view-billing") ? [...LINKS, BILLING] : LINKS;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Escape" || !open) return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget)) setOpen(false);
  };

  return (
    // the wrapper only hears Escape and the focus leaving its button and panel; it is no control itself
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 items-center gap-2 rounded-lg px-1 text-sm font-medium hover:bg-surface-sunken md:px-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-fg"
        >
          {initialsOf(user.name)}
        </span>
        <span className="sr-only xl:not-sr-only">
          <span className="block max-w-40 truncate">{user.name}</span>
        </span>
        <span className="sr-only">{t("userMenu.label")}</span>
        <ChevronDown
          aria-hidden="true"
          focusable="false"
          className={`hidden size-4 text-muted transition-transform md:block ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-surface-raised p-2 text-fg shadow-xl"
        >
          <div className="border-b border-border px-3 pb-3 pt-2">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="break-all text-sm text-muted">{user.email}</p>
          </div>
          <nav aria-label={t("userMenu.nav")} className="py-2">
            <ul className="space-y-1">
              {links.map(({ id, to, icon: Icon }) => (
                <li key={id}>
                  <LocalizedLink to={to} className={ITEM} onClick={() => setOpen(false)}>
                    <Icon aria-hidden="true" focusable="false" className="size-4 shrink-0 text-muted" />
                    {t(`userMenu.${id}`)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-border px-3 py-3 md:hidden">
            <ManagerModeToggle />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <LanguageSwitch />
              <ColorModeToggle />
            </div>
          </div>
          <div className="border-t border-border pt-2">
            {/* A full page load, so every store of the signed-in session is gone (§4). */}
            <LocalizedLink to="/auth/sign-out" reloadDocument className={ITEM}>
              <LogOut aria-hidden="true" focusable="false" className="size-4 shrink-0 text-muted" />
              {t("userMenu.signOut")}
            </LocalizedLink>
          </div>
        </div>
      ) : null}
    </div>
  );
}
