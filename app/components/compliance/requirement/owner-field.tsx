import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { memberOptions, type MemberOption } from "./requirement-api.ts";

const DEBOUNCE_MS = 250;

/**
 * The requirement's owner: a member of the company, or nobody. The company's active members by
 * name (a bigger company narrows them with a search); a viewer who may not list the members can
 * choose themself, and the current owner always stays on the list.
 */
export function OwnerField({
  id,
  value,
  onChange,
  members,
  me,
  owner,
  error,
}: {
  id: string;
  value: string;
  onChange: (ownerId: string) => void;
  members: { data: MemberOption[]; total: number } | null;
  me: MemberOption | null;
  owner: MemberOption | null;
  error?: string;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<MemberOption[] | null>(null);
  const canSearch = !!members && members.total > members.data.length;

  useEffect(() => {
    if (!canSearch) return;
    const term = search.trim();
    if (!term) return setFound(null);
    let live = true;
    const timer = setTimeout(async () => {
      const res = await memberOptions(api, term);
      if (live) setFound(res?.data ?? []);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, canSearch, search]);

  const options = useMemo(() => {
    const all = new Map<string, MemberOption>();
    const selected = [owner, me, ...(members?.data ?? [])].find((m) => m?.id === value);
    // the chosen person stays listed whatever the search shows
    if (selected) all.set(selected.id, selected);
    for (const m of found ?? members?.data ?? []) all.set(m.id, m);
    if (!members) for (const m of [owner, me]) if (m) all.set(m.id, m);
    return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [found, me, members, owner, value]);

  return (
    <div className="flex flex-col gap-3">
      {canSearch ? (
        <div>
          <label htmlFor={searchId} className="block text-sm font-semibold">
            {t("assessment.ownerSearch")}
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            maxLength={100}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("assessment.ownerSearchPlaceholder")}
            className={inputClass}
          />
        </div>
      ) : null}
      <FormField
        id={id}
        label={t("assessment.owner")}
        hint={members ? t("assessment.ownerHint") : t("assessment.ownerHintSelf")}
        error={error}
        errorIcon
      >
        {(a11y) => (
          <select {...a11y} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
            <option value="">{t("assessment.noOwner")}</option>
            {options.map((m) => (
              <option key={m.id} value={m.id}>
                {m.id === me?.id ? t("assessment.ownerMe", { name: m.name }) : m.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {found && !found.length ? <p className="text-sm text-muted">{t("assessment.ownerNoMatch", { search: search.trim() })}</p> : null}
    </div>
  );
}
