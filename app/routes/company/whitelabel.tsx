import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { CreateSiteForm } from "../../components/company/whitelabel/create-site-form.tsx";
import { SiteDomainCard } from "../../components/company/whitelabel/site-domain-card.tsx";
import { SiteForm } from "../../components/company/whitelabel/site-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities, useRootData } from "../../root.tsx";
import type { Route } from "./+types/whitelabel";

/** §2 /my-company/settings/whitelabel: the company's own site, its brand and its domain. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const [site, info] = await Promise.all([api.get("/whitelabel/entity"), api.get("/entity/info")]);
  const company = orThrow(info);
  // a company without a site of its own is offered to create one
  if (!site.ok && site.status === 404 && site.error.code === "no_site") return { site: null, company: company.name };
  return { site: orThrow(site), company: company.name };
}

/**
 * Sites live at `<slug>.<base domain>`: the base is this page's host, less the current site's
 * own label when it has one (the default site is served at the base itself).
 */
function useSiteHost() {
  const root = useRootData();
  return (slug: string) => {
    if (!root) return slug;
    const host = new URL(root.origin).host;
    const own = `${root.brand.slug}.`;
    const base = host.startsWith(own) ? host.slice(own.length) : host;
    return `${slug}.${base}`;
  };
}

export default function CompanyWhitelabelPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyWhitelabel");
  const { pathname } = useLocation();
  const siteHost = useSiteHost();
  const root = useRootData();
  const { site, company } = loaderData;
  const canManage = useAbilities().can("manage-whitelabel");
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
        {site ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="break-all" data-testid="site-url">
              {t("siteAt", { url: site.siteUrl })}
            </span>
            <a
              href={site.siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-primary-text underline"
            >
              {t("visit")}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
        ) : null}
        {site && !site.homeSite ? (
          <p className="mt-2 text-sm">{t("otherSite", { current: root ? new URL(root.origin).host : "" })}</p>
        ) : null}
        {site && !site.canManage ? <p className="mt-2 text-sm font-medium">{t("readOnly")}</p> : null}
      </header>
      {site ? (
        <>
          <SiteForm key={site.updatedAt} site={site} siteHost={siteHost} />
          <SiteDomainCard key={`domain-${site.updatedAt}`} site={site} host={siteHost(site.whitelabelSlug)} />
        </>
      ) : (
        <CreateSiteForm company={company} siteHost={siteHost} canManage={canManage} />
      )}
    </div>
  );
}
