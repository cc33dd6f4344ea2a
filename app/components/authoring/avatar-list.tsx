import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Avatar } from "../../../contract/authoring.ts";
import { CREATOR_LANGUAGES, type CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { useAbilities } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { AvatarDelete } from "./avatar-delete.tsx";
import { AvatarPortrait } from "./avatar-portrait.tsx";
import { wordsPerMinute } from "./avatar-values.ts";

/** The entity's presenters as cards: portrait, name, language, a voice per language, rate, courses; edit and delete. */
export function AvatarList({
  avatars,
  voiceNames,
}: {
  avatars: readonly Avatar[];
  /** The installed voices' names by language and id; a voice no longer installed shows its id. */
  voiceNames: Record<CreatorLanguage, Record<string, string>>;
}) {
  const { t } = useTranslation("creatorStudio");
  const { can } = useAbilities();
  const canEdit = can("edit-created-course");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("avatars.listLabel")}>
      {avatars.map((a) => (
        <li
          key={a.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-sm"
          data-testid="avatar-card"
        >
          <div className="flex items-center gap-3">
            <AvatarPortrait url={a.portraitUrl} name={t("avatars.portraitOf", { name: a.name })} />
            <div className="min-w-0">
              <h2 className="break-words text-lg font-semibold">{a.name}</h2>
              <p className="text-sm text-muted">{t("avatars.presentsIn", { language: t(`languages.${a.language}`) })}</p>
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {CREATOR_LANGUAGES.filter((l) => a.voices[l]).map((l) => (
              <div key={l} className="contents">
                <dt className="text-muted">{t("avatars.voiceIn", { language: t(`languages.${l}`) })}</dt>
                <dd className="break-words">{voiceNames[l][a.voices[l]!] ?? a.voices[l]}</dd>
              </div>
            ))}
            <dt className="text-muted">{t("avatars.rate")}</dt>
            <dd>{t("form.rateValue", { rate: a.rate, wpm: wordsPerMinute(a.rate) })}</dd>
            <dt className="text-muted">{t("avatars.courses")}</dt>
            <dd>{a.courses}</dd>
          </dl>
          {canEdit ? (
            <div className="mt-auto flex flex-wrap gap-2">
              <LocalizedLink
                to={`/content-creator/avatars/${a.id}`}
                className={buttonClass("outline", "sm")}
                aria-label={t("avatars.editNamed", { name: a.name })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t("avatars.edit")}
              </LocalizedLink>
              <AvatarDelete avatar={a} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
