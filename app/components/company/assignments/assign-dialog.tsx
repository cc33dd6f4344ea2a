import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { DueFields, dueError, useDueFields } from "./due-fields.tsx";

type Kind = "course" | "program";
type Choice = { value: string; title: string };
type Catalogue = { course: Choice[]; program: Choice[] };
/** The catalogue's largest page, and how many of them the picker reads at most. */
const COURSE_PAGE = 48;
const COURSE_PAGES = 5;

/**
 * Assigns a course of the catalogue, or a program (the library's and the company's), to a
 * member or a group, with an optional due date and a yearly recurrence. The catalogue loads
 * when the dialog first opens; the API's messages show beside the field they name (a plan
 * without department-assignment above the buttons). `onDone` gets how many people it reaches.
 */
export function AssignDialog({
  target,
  onDone,
}: {
  target: { kind: "member" | "group"; id: string; name: string };
  onDone: (people: number) => void;
}) {
  const { t } = useTranslation("companyAssignments");
  const api = useApi();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [open, setOpen] = useState(false);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [kind, setKind] = useState<Kind>("course");
  const [chosen, setChosen] = useState<Record<Kind, string>>({ course: "", program: "" });
  const due = useDueFields();
  const [errors, setErrors] = useState<{ item?: string; due?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  // a second click before the first answer must not assign twice
  const sending = useRef(false);

  // the picker takes focus once the catalogue has come (on a first opening it comes after the dialog)
  useEffect(() => {
    if (open && catalogue) selectRef.current?.focus();
  }, [open, catalogue]);

  async function loadCatalogue() {
    if (catalogue) return;
    const course: Choice[] = [];
    for (let page = 1; page <= COURSE_PAGES; page++) {
      const res = await api.get("/training/courses", { query: { limit: COURSE_PAGE, page } });
      if (!res.ok) {
        setErrors({ form: res.error.message || t("dialog.error") });
        break;
      }
      course.push(...res.data.data.map((c) => ({ value: c.slug, title: c.title })));
      if (course.length >= res.data.total) break;
    }
    const programs = await api.get("/training/programs");
    const program = programs.ok ? programs.data.data.filter((p) => p.courses.length > 0).map((p) => ({ value: p.id, title: p.title })) : [];
    setCatalogue({ course, program });
    setChosen((c) => ({ course: c.course || course[0]?.value || "", program: c.program || program[0]?.value || "" }));
  }

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setErrors({});
    due.reset();
    if (next) void loadCatalogue();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    const value = chosen[kind];
    const local = { item: value ? undefined : t("errors:required"), due: dueError(due.value, t) };
    if (local.item || local.due) {
      setErrors(local);
      return;
    }
    sending.current = true;
    setPending(true);
    const res = await api.post("/entity/assignments", {
      body: {
        ...(kind === "course" ? { courseSlug: value } : { programId: value }),
        ...(target.kind === "member" ? { memberIds: [target.id] } : { groupIds: [target.id] }),
        dueAt: due.value.date || null,
        recurrence: due.value.yearly ? "yearly" : "none",
      },
    });
    sending.current = false;
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(res.data.people);
      return;
    }
    const issue = (field: string) => res.error.issues?.find((i) => i.path.endsWith(field))?.message;
    const item = issue("courseSlug") || issue("programId");
    setErrors({ item, due: issue("dueAt"), form: item || issue("dueAt") ? undefined : res.error.message || t("dialog.error") });
  }

  const choices = catalogue?.[kind] ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("primary")}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t("section.assign")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("dialog.titleFor", { name: target.name })}
        description={t("dialog.intro")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={selectRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{t("dialog.kind")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["course", "program"] as const).map((k) => (
                <label key={k} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      setErrors({});
                    }}
                    className="size-5 accent-primary"
                  />
                  {t(k === "course" ? "dialog.kindCourse" : "dialog.kindProgram")}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id={`${id}-item`} label={t(kind === "course" ? "dialog.course" : "dialog.program")} error={errors.item} errorIcon>
            {(a11y) =>
              catalogue === null ? (
                <p className="text-sm text-muted" role="status">
                  {t("dialog.loading")}
                </p>
              ) : choices.length ? (
                <select
                  {...a11y}
                  ref={selectRef}
                  name={kind === "course" ? "courseSlug" : "programId"}
                  value={chosen[kind]}
                  onChange={(e) => setChosen((c) => ({ ...c, [kind]: e.target.value }))}
                  className={inputClass}
                >
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.title}
                    </option>
                  ))}
                </select>
              ) : (
                <p className="text-sm text-muted">{t(kind === "course" ? "dialog.noCourses" : "dialog.noPrograms")}</p>
              )
            }
          </FormField>
          <DueFields id={id} fields={due} error={errors.due} />
          {errors.form ? (
            <p
              role="alert"
              className="rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300"
            >
              {errors.form}
            </p>
          ) : null}
          <DialogFormActions
            cancelLabel={t("dialog.cancel")}
            submitLabel={t(pending ? "dialog.saving" : "dialog.submit")}
            pending={pending}
            unavailable={!choices.length}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
