import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X, type LucideIcon } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { BREAKPOINTS } from "../../../contract/constants.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { useRootData } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { menuGroups, type SidebarGroup, type SidebarItem } from "./menu.ts";
import { exactOnly } from "./menu-match.ts";
import { LocalizedLink, LocalizedNavLink } from "../ui/localized-link.tsx";

export type { SidebarGroup, SidebarItem };

/** The menu, in order: built from the pages' menu entries (contract/areas/), see menu.ts. */
export const SIDEBAR_GROUPS: SidebarGroup[] = menuGroups();

/** Lets a layout hide items the user may not use (permissions, features, manager mode). */
export type SidebarFilter = (item: SidebarItem, group: SidebarGroup) => boolean;

type MenuProps = { className?: string; isVisible?: SidebarFilter };

/** Tenant logo and name, linking home. */
export function SidebarHeader({ to = "/", onNavigate, className = "" }: { to?: string; onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation("shell");
  const brand = useRootData()?.brand;
  const name = brand?.name ?? "";
  return (
    <LocalizedLink
      to={to}
      onClick={onNavigate}
      aria-label={t("menu.home", { brand: name })}
      className={`flex min-w-0 items-center gap-3 rounded-lg p-1 text-fg ${className}`}
    >
      {brand?.logo ? <img src={brand.logo} alt="" width={36} height={36} className="h-9 w-9 shrink-0 object-contain" /> : null}
      <span className="truncate text-lg font-bold">{name}</span>
    </LocalizedLink>
  );
}

/** One menu entry: icon and label; NavLink marks the current page with aria-current="page". */
export function SidebarLink({
  to,
  icon: Icon,
  label,
  end,
  onNavigate,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  end?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <LocalizedNavLink
      to={to}
      end={end}
      onClick={onNavigate}
      // Active: body text on a sunken surface plus a brand-coloured bar, so contrast never
      // depends on the tenant's primary colour.
      className={({ isActive }) =>
        `relative flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors ${
          isActive
            ? "bg-surface-sunken font-semibold text-fg before:absolute before:inset-y-1.5 before:left-0 before:w-1 before:rounded-full before:bg-primary"
            : "font-medium text-fg hover:bg-surface-sunken"
        }`
      }
    >
      {({ isActive }) => (
        <>
          <Icon aria-hidden="true" focusable="false" className={`h-5 w-5 shrink-0 ${isActive ? "text-primary-text" : "text-muted"}`} />
          <span className="truncate">{label}</span>
        </>
      )}
    </LocalizedNavLink>
  );
}

function MenuNav({
  headingLevel,
  isVisible,
  onNavigate,
  header,
  className = "",
}: {
  headingLevel: 2 | 3;
  isVisible?: SidebarFilter;
  onNavigate?: () => void;
  /** Rendered first, inside the landmark, so every part of the menu belongs to it. */
  header?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("shell");
  const baseId = useId();
  const path = stripLocale(useLocation().pathname);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const groups = SIDEBAR_GROUPS.map((g) => ({ ...g, items: isVisible ? g.items.filter((item) => isVisible(item, g)) : g.items })).filter(
    (g) => g.items.length > 0,
  );
  const shown = groups.flatMap((g) => g.items);
  return (
    <nav aria-label={t("menu.label")} className={className}>
      {header}
      <div className="flex-1 space-y-6 px-3 py-4">
        {groups.map((group) => {
          const headingId = `${baseId}-${group.id}`;
          return (
            <div key={group.id}>
              <Heading id={headingId} className="px-3 text-xs font-semibold uppercase tracking-wide text-muted">
                {t(`menu.groups.${group.id}`)}
              </Heading>
              <ul aria-labelledby={headingId} className="mt-2 space-y-1">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <SidebarLink
                      to={item.to}
                      icon={item.icon}
                      end={exactOnly(item, shown, path)}
                      label={t(`menu.items.${item.id}`)}
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}

/** Desktop sidebar, from lg up. */
export function SideMenu({ className = "", isVisible }: MenuProps) {
  return (
    <MenuNav
      headingLevel={2}
      isVisible={isVisible}
      className={`sticky top-0 hidden h-dvh w-64 shrink-0 flex-col overflow-y-auto border-r border-border bg-surface-raised lg:flex ${className}`}
      header={
        <div className="border-b border-border px-4 py-4">
          <SidebarHeader />
        </div>
      }
    />
  );
}

/** Menu button below lg; opens the same menu as a drawer from the left. */
export function SidebarMobile({ className = "", isVisible }: MenuProps) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (links, back/forward, redirects) closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  // Growing past lg shows the desktop sidebar, so the drawer would be a duplicate.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`);
    const onChange = () => query.matches && setOpen(false);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("ghost", "sm", `lg:hidden ${className}`)}>
        <Menu aria-hidden="true" focusable="false" className="h-5 w-5" />
        <span className="sr-only">{t("menu.open")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-surface-raised shadow-xl focus:outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">{t("menu.title")}</Dialog.Title>
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-4">
            <SidebarHeader onNavigate={close} />
            <Dialog.Close className={buttonClass("ghost", "sm", "shrink-0")}>
              <X aria-hidden="true" focusable="false" className="h-5 w-5" />
              <span className="sr-only">{t("menu.close")}</span>
            </Dialog.Close>
          </div>
          <MenuNav headingLevel={3} isVisible={isVisible} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
