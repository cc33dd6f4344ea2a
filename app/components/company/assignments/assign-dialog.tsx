import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { DueFields, dueError, useDueFields } from "./due-fields.tsx";

type Course = { slug: string; title: string };
/** The catalogue's largest page, and how many of them the picker reads at most. */
const COURSE_PAGE = 48;
const COURSE_PAGES = 5;

/**
 * Assigns a course of the catalogue to a member or a group, with an optional due date and a
 * yearly recurrence. The catalogue loads when the dialog first opens; the API's messages show
 * beside the field they name (a plan without department-assignment above the buttons).
 */
export function AssignDialog({ target, onDone }: { target: { kind: "member" | "group"; id: string; name: string }; onDone: (enrolled: number) => void }) {
  const { t } = useTranslation("companyAssignments");
  const api = useApi();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [open, setOpen] = useState(false);
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [slug, setSlug] = useState("");
  const due = useDueFields();
  const [errors, setErrors] = useState<{ course?: string; due?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  // the picker takes focus once the catalogue has come (on a first opening it comes after the dialog)
  useEffect(() => {
    if (open && courses?.length) selectRef.current?.focus();
  }, [open, courses]);

  async function loadCourses() {
    if (courses) return;
    const list: Course[] = [];
    for (let page = 1; page <= COURSE_PAGES; page++) {
      const res = await api.get("/training/courses", { query: { limit: COURSE_PAGE, page } });
      if (!res.ok) {
        setErrors({ form: res.error.message || t("dialog.error") });
        break;
      }
      list.push(...res.data.data.map((c) => ({ slug: c.slug, title: c.title })));
      if (list.length >= res.data.total) break;
    }
    setCourses(list);
    setSlug((s) => s || list[0]?.slug || "");
  }

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setErrors({});
    due.reset();
    if (next) void loadCourses();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const local = { course: slug ? undefined : t("errors:required"), due: dueError(due.value, t) };
    if (local.course || local.due) {
      setErrors(local);
      return;
    }
    setPending(true);
    const res = await api.post("/entity/assignments", {
      body: { courseSlug: slug, ...(target.kind === "member" ? { memberIds: [target.id] } : { groupIds: [target.id] }), dueAt: due.value.date || null, recurrence: due.value.yearly ? "yearly" : "none" },
    });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(res.data.enrolled);
      return;
    }
    const issue = (field: string) => res.error.issues?.find((i) => i.path.endsWith(field))?.message;
    setErrors({ course: issue("courseSlug"), due: issue("dueAt"), form: issue("courseSlug") || issue("dueAt") ? undefined : res.error.message || t("dialog.error") });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("primary")}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t("section.assign")}
      </Dialog.Trigger>
      <DialogFrame title={t("dialog.titleFor", { name: target.name })} description={t("dialog.dueHint")} closeLabel={t("close")} closeDisabled={pending} initialFocus={selectRef}>
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <FormField id={`${id}-course`} label={t("dialog.course")} error={errors.course} errorIcon>
            {(a11y) =>
              courses === null ? (
                <p className="text-sm text-muted" role="status">
                  {t("dialog.loading")}
                </p>
              ) : courses.length ? (
                <select {...a11y} ref={selectRef} name="courseSlug" value={slug} onChange={(e) => setSlug(e.target.value)} className={inputClass}>
                  {courses.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.title}
                    </option>
                  ))}
                </select>
              ) : (
                <p className="text-sm text-muted">{t("dialog.noCourses")}</p>
              )
            }
          </FormField>
          <DueFields id={id} fields={due} error={errors.due} />
          {errors.form ? (
            <p role="alert" className="rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
              {errors.form}
            </p>
          ) : null}
          <DialogFormActions cancelLabel={t("dialog.cancel")} submitLabel={t(pending ? "dialog.saving" : "dialog.submit")} pending={pending} unavailable={!courses?.length} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
