import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Group } from "../../../../contract/groups.ts";
import { GROUP_LIMITS } from "../../../../contract/group-limits.ts";
import { useApi, type ApiResult } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/contract-form.ts";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import { groupNameFormSchema } from "./group-name-form-schema.ts";

/**
 * Creates a group, or renames `group`: one field, checked with the API's schema (required, at
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
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: contractResolver(groupNameFormSchema, t), defaultValues: { name: group?.name ?? "" } });
  const [pending, setPending] = useState(false);
  const mode = group ? "rename" : "create";

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    form.reset({ name: group?.name ?? "" });
  }

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    const res: ApiResult<Group> = group
      ? await api.patch("/entity/groups/{groupId}", { params: { groupId: group.id }, body })
      : await api.post("/entity/groups", { body });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(res.data);
      return;
    }
    // the API's word on the name (a name already taken), or why nothing was saved, beside the field
    const message = res.error.issues?.find((i) => i.path.endsWith("name"))?.message ?? (res.error.message || t("errors.generic"));
    form.setError("name", { type: "server", message }, { shouldFocus: true });
  });

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
          <HookField
            control={form.control}
            name="name"
            id={`${id}-name`}
            label={t("name.label")}
            hint={mode === "create" ? t("name.hint", { max: GROUP_LIMITS.name }) : undefined}
            errorIcon
          >
            {({ ref, ...control }) => (
              <input
                {...control}
                ref={(el) => {
                  ref(el);
                  inputRef.current = el;
                }}
                name="name"
                type="text"
                autoComplete="off"
                required
                maxLength={GROUP_LIMITS.name + 20}
                className={inputClass}
              />
            )}
          </HookField>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(pending ? "saving" : `${mode}.submit`)} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
