import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AvatarList } from "../../components/authoring/avatar-list.tsx";
import { loadAvatars } from "../../components/authoring/studio-api.ts";
import { SearchForm } from "../../components/company/groups/search-form.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { QueryPager } from "../../components/ui/pager.tsx";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/avatars";

/** "/content-creator/avatars": the entity's presenters, searchable and paged. */
export async function loader(args: Route.LoaderArgs) {
  return loadAvatars(args);
}

export default function Avatars({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorStudio");
  const { can } = useAbilities();
  const { list, search, voiceNames } = loaderData;
  const nothingYet = list.total === 0 && !search;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={t("avatars.title")}
        intro={<p>{t("avatars.intro")}</p>}
        actions={
          can("create-course") ? (
            <LocalizedLink to="/content-creator/avatars/new" className={buttonClass("primary")} data-testid="new-avatar">
              <UserPlus aria-hidden="true" className="size-4" />
              {t("shortcuts.newAvatar")}
            </LocalizedLink>
          ) : null
        }
      />
      {nothingYet ? (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-muted" data-testid="avatars-empty">
          {t("avatars.empty")}
        </p>
      ) : (
        <>
          <SearchForm
            label={t("avatars.search.label")}
            placeholder={t("avatars.search.placeholder")}
            submit={t("avatars.search.submit")}
            value={search}
          />
          {list.data.length ? (
            <AvatarList avatars={list.data} voiceNames={voiceNames} />
          ) : (
            <p className="text-muted">{t("avatars.search.none", { search })}</p>
          )}
          <QueryPager page={list.page} limit={list.limit} total={list.total} label={t("pager.label")} ns="creatorStudio" keys="pager" />
        </>
      )}
    </div>
  );
}
