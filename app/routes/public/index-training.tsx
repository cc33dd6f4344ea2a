import { CtaBand } from "../../components/public/cta-band.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import {
  TrainingAreas,
  TrainingAudiences,
  TrainingHero,
  TrainingPath,
  TrainingWhat,
} from "../../components/public/training-sections.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";

/** "/index-training": landing page of the training product. */
export default function IndexTraining() {
  const { t, list } = useCatalog("trainingIndex");
  const { name } = usePublicBrand();
  return (
    <div>
      <TrainingHero />
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
        secondary={{ to: "/training/courses", label: t("cta.secondary") }}
      />
    </div>
  );
}
