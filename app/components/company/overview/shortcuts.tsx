import { FileUp, UserPlus, UsersRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";

type Shortcut = { id: "invite" | "import" | "groups"; to: string; icon: LucideIcon };
const SHORTCUTS: Shortcut[] = [
  { id: "invite", to: "/my-company/members?invite=1", icon: UserPlus },
  { id: "import", to: "/my-company/imports", icon: FileUp },
  { id: "groups", to: "/my-company/groups", icon: UsersRound },
];

/** The manager's next steps; `allowed` hides those the viewer may not take (the server's permissions and features). */
export function CompanyShortcuts({ allowed }: { allowed: (id: Shortcut["id"]) => boolean }) {
  const { t } = useTranslation("company");
  const shown = SHORTCUTS.filter((s) => allowed(s.id));
  if (!shown.length) return null;
  return (
    <nav aria-label={t("overview.shortcuts.label")}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {shown.map(({ id, to, icon: Icon }, i) => (
          <li key={id}>
            <LocalizedLink to={to} className={buttonClass(i === 0 ? "primary" : "outline", "md")} data-shortcut={id}>
              <Icon aria-hidden="true" focusable="false" className="size-4" />
              {t(`overview.shortcuts.${id}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
