import { CtaBand } from "../../components/public/cta-band.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import {
  TrainingAreas,
  TrainingAudiences,
  TrainingHero,
  TrainingPath,
  TrainingWhat,
} from "../../components/public/training-sections.tsx";
import { CATALOGUE_ANCHOR, TrainingCatalogue } from "../../components/public/training-catalogue.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { loaderApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/index-training";

/** The first courses of the catalogue (open to anyone); the page stands without them if the call fails. */
export async function loader(args: Route.LoaderArgs) {
  const res = await loaderApi(args).get("/training/courses", { query: { limit: 6 } });
  return { courses: res.ok ? res.data.data : [] };
}

/** "/index-training": landing page of the training product, with courses a visitor can open. */
export default function IndexTraining({ loaderData }: Route.ComponentProps) {
  const { t, list } = useCatalog("trainingIndex");
  const { name } = usePublicBrand();
  return (
    <div>
      <TrainingHero />
      <TrainingCatalogue courses={loaderData.courses} />
      <TrainingWhat />
      <TrainingAreas />
      <TrainingPath />
      <TrainingAudiences />
      <FaqSection id="training-faq-title" title={t("faq.title")} items={list<FaqItem>("faq.items", { brand: name })} />
      <CtaBand
        id="training-cta-title"
        title={t("cta.title")}
        text={t("cta.text", { brand: name })}
        primary={{ to: "/auth/sign-up", label: t("cta.primary") }}
        secondary={{ to: `#${CATALOGUE_ANCHOR}`, label: t("cta.secondary") }}
      />
    </div>
  );
}
