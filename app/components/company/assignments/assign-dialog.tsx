import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/contract-form.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorBox } from "../../ui/error-line.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import { ASSIGN_KINDS, ITEM_FIELD, assignFormSchema, type AssignKind } from "./assign-form-schema.ts";
import { DueFields, type DueValue } from "./due-fields.tsx";

type Choice = { value: string; title: string };
type Catalogue = Record<AssignKind, Choice[]>;
/** The catalogue's largest page, and how many of them the picker reads at most. */
const COURSE_PAGE = 48;
const COURSE_PAGES = 5;
const EMPTY = { kind: "course" as AssignKind, courseSlug: "", programId: "", dueAt: "", yearly: false };

/**
 * Assigns a course of the catalogue, or a program (the library's and the company's), to a
 * member or a group, with an optional due date and a yearly recurrence. The catalogue loads
 * when the dialog first opens; the values are checked with the API's rules (assign-form-schema.ts),
 * and the API's messages show beside the field they name (a plan without department-assignment
 * above the buttons). `onDone` gets how many people it reaches.
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
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const [open, setOpen] = useState(false);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  // the kind and each kind's choice stay as they were from one opening to the next; the due date does not
  const form = useForm({ resolver: contractResolver(assignFormSchema, t), defaultValues: EMPTY, shouldFocusError: false });
  const [kind, dueAt, yearly] = form.watch(["kind", "dueAt", "yearly"]);
  const itemField = ITEM_FIELD[kind];
  const [formError, setFormError] = useState<string | undefined>();
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
        setFormError(res.error.message || t("dialog.error"));
        break;
      }
      course.push(...res.data.data.map((c) => ({ value: c.slug, title: c.title })));
      if (course.length >= res.data.total) break;
    }
    const programs = await api.get("/training/programs");
    const program = programs.ok ? programs.data.data.filter((p) => p.courses.length > 0).map((p) => ({ value: p.id, title: p.title })) : [];
    setCatalogue({ course, program });
    // the first of each list is chosen until the manager picks another
    if (!form.getValues("courseSlug")) form.setValue("courseSlug", course[0]?.value ?? "");
    if (!form.getValues("programId")) form.setValue("programId", program[0]?.value ?? "");
  }

  function clearErrors() {
    form.clearErrors();
    setFormError(undefined);
  }

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setFormError(undefined);
    form.reset({ ...form.getValues(), dueAt: "", yearly: false }, { keepDefaultValues: true });
    if (next) void loadCatalogue();
  }

  const setDue = (patch: Partial<DueValue>) => {
    if (patch.date !== undefined) form.setValue("dueAt", patch.date);
    if (patch.yearly !== undefined) form.setValue("yearly", patch.yearly);
  };

  const submit = form.handleSubmit(
    async ({ dueAt: due, recurrence, ...item }) => {
      if (sending.current) return;
      sending.current = true;
      setPending(true);
      const res = await api.post("/entity/assignments", {
        body: { ...item, ...(target.kind === "member" ? { memberIds: [target.id] } : { groupIds: [target.id] }), dueAt: due, recurrence },
      });
      sending.current = false;
      setPending(false);
      if (res.ok) {
        setOpen(false);
        onDone(res.data.people);
        return;
      }
      const issue = (field: string) => res.error.issues?.find((i) => i.path.endsWith(field))?.message;
      const itemIssue = issue("courseSlug") || issue("programId");
      const dueIssue = issue("dueAt");
      if (itemIssue) form.setError(itemField, { type: "server", message: itemIssue });
      if (dueIssue) form.setError("dueAt", { type: "server", message: dueIssue });
      setFormError(itemIssue || dueIssue ? undefined : res.error.message || t("dialog.error"));
    },
    () => setFormError(undefined),
  );

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
              {ASSIGN_KINDS.map((k) => (
                <label key={k} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      form.setValue("kind", k);
                      clearErrors();
                    }}
                    className="size-5 accent-primary"
                  />
                  {t(k === "course" ? "dialog.kindCourse" : "dialog.kindProgram")}
                </label>
              ))}
            </div>
          </fieldset>
          <HookField
            key={kind}
            control={form.control}
            name={itemField}
            id={`${id}-item`}
            label={t(kind === "course" ? "dialog.course" : "dialog.program")}
            errorIcon
          >
            {({ ref, ...control }) =>
              catalogue === null ? (
                <p className="text-sm text-muted" role="status">
                  {t("dialog.loading")}
                </p>
              ) : choices.length ? (
                <select
                  {...control}
                  ref={(el) => {
                    ref(el);
                    selectRef.current = el;
                  }}
                  name={itemField}
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
          </HookField>
          <DueFields id={id} value={{ date: dueAt, yearly }} onChange={setDue} error={form.formState.errors.dueAt?.message} />
          <ErrorBox>{formError}</ErrorBox>
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
