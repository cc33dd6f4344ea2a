import { useTranslation } from "react-i18next";
import { languageTag, localizePath } from "../../../contract/locale.ts";
import { useRootData } from "../../root.tsx";
import type { CourseDetail } from "../../../contract/learning.ts";
import { coverImage } from "./catalogue-api.ts";

/** schema.org Course of a public course page, for search engines (https://schema.org/Course). */
export function CourseJsonLd({ course }: { course: CourseDetail }) {
  const root = useRootData();
  const { t } = useTranslation("training");
  if (!root) return null;
  const { brand, origin, locale, nonce } = root;
  const language = languageTag(locale);
  const duration = `PT${course.durationMinutes}M`;
  const json = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: `${origin}${localizePath(`/public/training/courses/${course.slug}`, locale)}`,
    image: `${origin}${coverImage(course)}`,
    provider: { "@type": "Organization", name: brand.name, sameAs: brand.siteUrl || origin },
    inLanguage: language,
    timeRequired: duration,
    educationalLevel: t(`levels.${course.level}`),
    about: t(`areas.${course.area}`),
    teaches: course.keyTakeaways,
    keywords: course.tags.join(", "),
    isAccessibleForFree: course.free,
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "online", courseWorkload: duration, inLanguage: language },
  };
  // "<" escaped so no text in the data can close the script element
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }} />
  );
}
