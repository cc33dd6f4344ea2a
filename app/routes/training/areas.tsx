import { useTranslation } from "react-i18next";
import { loadAreas } from "../../components/training/catalogue-api.ts";
import { AreaCard } from "../../components/training/catalogue-area-card.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/areas";

/** §2 /training/areas: the areas of the catalogue, with how many courses each opens to the learner. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const areas = await loadAreas(loaderApi(args));
  return { areas: areas.map(({ area, total }) => ({ area, total })) };
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader title={t("catalogue.areas.title")} intro={t("catalogue.areas.intro")} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.areas.map(({ area, total }) => (
          <li key={area} className="grid">
            <AreaCard area={area} total={total} headingLevel={2} />
          </li>
        ))}
      </ul>
      <p>
        <LocalizedLink to="/training/courses" className={buttonClass("outline")}>
          {t("catalogue.allCourses")}
        </LocalizedLink>
      </p>
    </div>
  );
}
