import { BarChart3 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { useLocalizedPath } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";

/**
 * Picks a course of the tenant's catalogue to see the group's progress in. Until assignments
 * come, any catalogue course can be followed; the form also works without script (the
 * page's loader turns `?course=` into the course's page).
 */
export function GroupCourses({ groupId, courses }: { groupId: string; courses: { slug: string; title: string }[] }) {
  const { t } = useTranslation("companyGroups");
  const id = useId();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [slug, setSlug] = useState(courses[0]?.slug ?? "");

  function open(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (slug) void navigate(localize(`/my-company/groups/${groupId}/course/${slug}`));
  }

  if (!courses.length) return <p className="text-muted">{t("courses.empty")}</p>;
  return (
    <Form method="get" onSubmit={open} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("courses.label")}
        </label>
        <select id={id} name="course" value={slug} onChange={(e) => setSlug(e.target.value)} className={inputClass}>
          {courses.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("outline", "md", "mb-px")}>
        <BarChart3 aria-hidden="true" className="size-4" />
        {t("courses.submit")}
      </button>
    </Form>
  );
}
