import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { isArea } from "../../../contract/course-areas.ts";
import { AREA_ICONS } from "../../components/training/catalogue-area-card.tsx";
import { areaSeo, loadCourses, readQuery } from "../../components/training/catalogue-api.ts";
import { CatalogueFilters } from "../../components/training/catalogue-filters.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { CatalogueResults } from "../../components/training/catalogue-results.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/area";

/** §2 /training/areas/{slug}: one area, what it covers, and its courses (paginated, filterable). */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const area = args.params.slug;
  if (!isArea(area)) throw data("validation", { status: 404 });
  const query = { ...readQuery(new URL(args.request.url)), area };
  const api = loaderApi(args);
  const [list, seo] = await Promise.all([loadCourses(api, query), areaSeo(api.locale, area)]);
  return { area, query, list, seo };
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { area, query, list } = loaderData;
  const Icon = AREA_ICONS[area];
  const filtered = Boolean(query.search || query.level || query.language);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader
        icon={
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg">
            <Icon aria-hidden="true" className="size-6" />
          </span>
        }
        title={t(`areas.${area}`)}
        intro={t(`catalogue.areaDescriptions.${area}`)}
      />
      <p className="text-sm">
        <LocalizedLink to="/training/areas" className="font-semibold text-primary-text underline underline-offset-4">
          {t("catalogue.areas.all")}
        </LocalizedLink>
      </p>
      <CatalogueFilters query={query} showArea={false} />
      <CatalogueResults list={list} filtered={filtered} />
    </div>
  );
}
