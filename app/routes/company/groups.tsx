import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { loadGroups } from "../../components/company/groups/group-api.ts";
import { GroupTable } from "../../components/company/groups/group-list.tsx";
import { GroupNameDialog } from "../../components/company/groups/group-name-dialog.tsx";
import { SearchForm } from "../../components/company/groups/search-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/groups";

/** §2 /my-company/groups: the company's groups (departments), searchable and paged. */
export async function loader(args: Route.LoaderArgs) {
  return loadGroups(args);
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyGroups");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { list, search } = loaderData;
  // changing groups is manage-users's
  const canManage = useAbilities().can("manage-users");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        {canManage ? (
          <GroupNameDialog
            triggerClass={buttonClass("primary")}
            trigger={
              <>
                <Plus aria-hidden="true" className="size-4" />
                {t("create.open")}
              </>
            }
            onDone={(g) => {
              toast.success(t("create.done", { name: g.name }));
              void navigate(localize(`/my-company/groups/${g.id}`));
            }}
          />
        ) : null}
      </header>
      <SearchForm label={t("search.label")} placeholder={t("search.placeholder")} submit={t("search.submit")} value={search} />
      <GroupTable list={list} search={search} canManage={canManage} />
    </div>
  );
}
