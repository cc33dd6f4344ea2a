import { FilePlus2, FileUp, UserPlus, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Permission } from "../../../contract/constants.ts";
import { useAbilities } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";

type Shortcut = { key: "newCourse" | "batch" | "newAvatar"; to: string; icon: LucideIcon; permission: Permission };

export const SHORTCUTS: readonly Shortcut[] = [
  { key: "newCourse", to: "/content-creator/courses/new", icon: FilePlus2, permission: "create-course" },
  { key: "batch", to: "/content-creator/courses/batch", icon: FileUp, permission: "create-courses-in-batch" },
  { key: "newAvatar", to: "/content-creator/avatars/new", icon: UserPlus, permission: "create-course" },
];

/** The creator's next steps as buttons: only those the viewer may take. */
export function StudioShortcuts() {
  const { t } = useTranslation("creatorStudio");
  const { can } = useAbilities();
  const shown = SHORTCUTS.filter((s) => can(s.permission));
  if (!shown.length) return null;
  return (
    <>
      {shown.map(({ key, to, icon: Icon }, i) => (
        <LocalizedLink key={key} to={to} className={buttonClass(i === 0 ? "primary" : "outline")} data-testid={`shortcut-${key}`}>
          <Icon aria-hidden="true" className="size-4" />
          {t(`shortcuts.${key}`)}
        </LocalizedLink>
      ))}
    </>
  );
}
