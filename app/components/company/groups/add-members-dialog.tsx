import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, UserPlus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { GroupCandidate } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useDebouncedLoad, usePicked } from "../../../lib/use-pick-list.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";

/**
 * Finds the company's active members who are not in the group yet (by name or e-mail), lets
 * the manager tick several, and adds them in one call. Ticks survive new searches.
 */
export function AddMembersDialog({ group, onAdded }: { group: { id: string; name: string }; onAdded: (added: number) => void }) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<GroupCandidate[] | null>(null);
  const { picked, toggle, clear } = usePicked((c: GroupCandidate) => c.userId);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useDebouncedLoad(open, `${group.id}\n${search}`, async () => {
    const res = await api.get("/entity/groups/{groupId}/candidates", {
      params: { groupId: group.id },
      query: { search: search.trim() || undefined },
    });
    return () => (res.ok ? setFound(res.data.data) : setError(res.error.message || t("errors.generic")));
  });

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setSearch("");
    setFound(null);
    clear();
    setError(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    if (!picked.size) return setError(t("add.pick"));
    setPending(true);
    setError(null);
    const res = await api.post("/entity/groups/{groupId}/members", {
      params: { groupId: group.id },
      body: { userIds: [...picked.keys()] },
    });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      clear();
      onAdded(res.data.added);
    } else {
      setError(res.error.message || t("errors.generic"));
    }
  }

  // the ticked people first (they may not match the current search), then the others found
  const shown = [...picked.values(), ...(found ?? []).filter((c) => !picked.has(c.userId))];
  const count = picked.size;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("primary")}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t("add.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("add.title", { name: group.name })}
        description={t("add.description")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={inputRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4">
          <div>
            <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
              {t("add.searchLabel")}
            </label>
            <input
              id={`${id}-search`}
              ref={inputRef}
              type="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t("add.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={inputClass}
            />
          </div>
          <fieldset aria-describedby={`${id}-count`}>
            <legend className="sr-only">{t("add.searchLabel")}</legend>
            {found === null ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                {t("add.loading")}
              </p>
            ) : shown.length === 0 ? (
              <p className="text-sm text-muted">{search.trim() ? t("add.noMatch", { search: search.trim() }) : t("add.none")}</p>
            ) : (
              <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
                {shown.map((c) => (
                  <li key={c.userId}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-surface-sunken">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-primary"
                        checked={picked.has(c.userId)}
                        onChange={(e) => toggle(c, e.target.checked)}
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{c.name || c.email}</span>
                        <span className="block truncate text-sm text-muted">{c.email}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <p id={`${id}-count`} className="text-sm text-muted" aria-live="polite">
            {count ? t("add.selected", { count }) : t("add.selectedNone")}
          </p>
          <ErrorLine>{error}</ErrorLine>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={count ? t("add.submit", { count }) : t("add.open")} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
