import { useRootData } from "../../root.tsx";
import type { ViewMode } from "../ui/view-toggle.tsx";
import type { CourseCard as CourseCardData } from "../../../contract/learning.ts";
import { CourseCard } from "./course-card.tsx";

/**
 * Courses as a grid or a list of cards. A course outside the learner's plan is marked locked;
 * a basic-training plan never sees one (the API lists only the free part for it).
 */
export function CatalogueCourseList({
  courses,
  view = "grid",
  hrefFor,
  labelledBy,
}: {
  courses: CourseCardData[];
  view?: ViewMode;
  hrefFor?: (course: CourseCardData) => string;
  labelledBy?: string;
}) {
  const features = useRootData()?.user?.features ?? [];
  const full = features.includes("training");
  return (
    <ul
      aria-labelledby={labelledBy}
      className={view === "grid" ? "grid gap-5 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4"}
      data-view={view}
    >
      {courses.map((course) => (
        // the card's link covers the card; its focus ring is drawn around the whole card
        <li
          key={course.slug}
          className="grid rounded-xl has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-primary-text has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-surface"
        >
          <CourseCard course={course} view={view} href={hrefFor?.(course)} locked={!full && !course.free} />
        </li>
      ))}
    </ul>
  );
}
