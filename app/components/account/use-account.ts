import { useMatches } from "react-router";
import type { User } from "../../../contract/auth.ts";
import type { EntityType } from "../../../contract/constants.ts";
import { useRootData } from "../../root.tsx";
import { ROUTES_BY_ID, type RouteEntry } from "../../route-table.ts";

/** The signed-in person, their first page of notifications and the manager-mode flag. */
export function useAccountData() {
  const data = useRootData();
  return {
    user: data?.user ?? null,
    notifications: data?.notifications ?? null,
    /** undefined while the root loader does not say. */
    managerMode: data?.managerMode,
  };
}

/** The §2 route of the current page ("dashboard.pt" → the "dashboard" entry). */
export function useCurrentRoute(): { id: string; entry: RouteEntry | undefined } {
  const id = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  return { id, entry: ROUTES_BY_ID.get(id) };
}

/** The type of the person's first entity, which picks their guided tour (§6). */
/**
 * Which guided tour a person gets (§6 "entity type and interaction flags drive the guided
 * tour"): a company's manager tours the team tools; its members and individuals tour learning.
 */
export const entityTypeOf = (user: User): EntityType =>
  user.isManager && user.userEntities[0]?.entity.type === "company" ? "company" : "individual";

/** The interaction flag set once the guided tour was finished or skipped. */
export const tourFlagOf = (user: User) => `tour-${entityTypeOf(user)}`;

/** Two letters for an avatar: "Maria Silva" → "MS". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}
