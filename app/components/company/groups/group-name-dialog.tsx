import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Group } from "../../../../contract/groups.ts";
import { GROUP_LIMITS } from "../../../../contract/group-limits.ts";
import { useApi, type ApiResult } from "../../../lib/api-client.ts";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";

/**
 * Creates a group, or renames `group`: one field, checked as the API checks it (required, at
 * most 80 characters), the API's own message beside it when it refuses (a name already taken).
 */
export function GroupNameDialog({
  group,
  trigger,
  triggerClass,
  onDone,
}: {
  group?: { id: string; name: string };
  trigger: ReactNode;
  triggerClass: string;
  onDone: (g: Group) => void;
}) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(group?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const mode = group ? "rename" : "create";

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setName(group?.name ?? "");
    setError(undefined);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const value = name.trim();
    if (!value) return fail(t("errors:required"));
    if (value.length > GROUP_LIMITS.name) return fail(t("errors:tooLong", { max: GROUP_LIMITS.name }));
    setPending(true);
    const res: ApiResult<Group> = group
      ? await api.patch("/entity/groups/{groupId}", { params: { groupId: group.id }, body: { name: value } })
      : await api.post("/entity/groups", { body: { name: value } });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(res.data);
      return;
    }
    fail(res.error.issues?.find((i) => i.path.endsWith("name"))?.message ?? (res.error.message || t("errors.generic")));
  }

  function fail(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClass}>{trigger}</Dialog.Trigger>
      <DialogFrame
        title={t(`${mode}.title`)}
        description={t(mode === "create" ? "create.description" : "name.hint", { max: GROUP_LIMITS.name })}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={inputRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <FormField
            id={`${id}-name`}
            label={t("name.label")}
            hint={mode === "create" ? t("name.hint", { max: GROUP_LIMITS.name }) : undefined}
            error={error}
            errorIcon
          >
            {(a11y) => (
              <input
                {...a11y}
                ref={inputRef}
                name="name"
                type="text"
                autoComplete="off"
                required
                maxLength={GROUP_LIMITS.name + 20}
                value={name}
                onChange={(e) => setName(e.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(pending ? "saving" : `${mode}.submit`)} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
