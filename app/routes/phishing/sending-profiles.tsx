import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { PlatformCard } from "../../components/phishing/profiles/platform-card.tsx";
import { PROFILES_PAGE_SIZE, ProfileList } from "../../components/phishing/profiles/profile-list.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/sending-profiles";

/** The page of profiles the address asks for (anything else is the first). */
function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The company's sending profiles (a few at most: the API answers them all) and the platform's server; the table shows them a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const list = orThrow(await loaderApi(args).get("/phishing/sending-profiles"), [404]);
  const total = list.data.length;
  const pages = Math.max(1, Math.ceil(total / PROFILES_PAGE_SIZE));
  const page = Math.min(pageOf(args.request), pages);
  const rows = list.data.slice((page - 1) * PROFILES_PAGE_SIZE, page * PROFILES_PAGE_SIZE);
  return { platform: list.platform, rows, page, total };
}

/** /phishing/sending-profiles: where simulations leave from — the platform's mail server or the company's own. */
export default function PhishingSendingProfilesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingTemplates");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("profiles.title")}</h1>
        <p className="mt-1 text-muted">{t("profiles.intro")}</p>
      </header>
      <PlatformCard platform={loaderData.platform} />
      <ProfileList rows={loaderData.rows} page={loaderData.page} total={loaderData.total} canManage={canManage} />
    </div>
  );
}
