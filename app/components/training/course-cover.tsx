import type { CourseCard } from "../../../contract/learning.ts";
import { Illustration } from "../ui/illustration.tsx";

/** A course's picture: its own cover where it has one (a creator's course), else its illustration. Decorative: the title says what it is. */
export function CourseCover({
  course,
  className = "",
}: {
  course: Pick<CourseCard, "coverImage" | "coverIllustration">;
  className?: string;
}) {
  if (!course.coverImage) return <Illustration name={course.coverIllustration} className={className} />;
  return (
    <img
      src={course.coverImage}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      className={`aspect-video h-auto w-full object-cover ${className}`}
    />
  );
}
