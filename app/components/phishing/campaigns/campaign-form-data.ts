import type { z } from "zod";
import type { CourseList } from "../../../../contract/learning.ts";
import type { sendingProfileListSchema, templateListSchema } from "../../../../contract/phishing.ts";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import type { Api } from "../../../lib/api-client.ts";
import type { PickPage } from "./pick-list.tsx";

export type TemplateItem = z.output<typeof templateListSchema>["data"][number];
export type MemberItem = { id: string; name: string; email: string };
export type CourseItem = Pick<CourseList["data"][number], "slug" | "title" | "durationMinutes">;
export type ProfileList = z.output<typeof sendingProfileListSchema>;
export type GroupItem = { id: string; name: string; memberCount: number };

/** Rows a picker shows at once. */
export const PICK_SIZE = 10;

/** The pickers' pages from the API (null when it could not answer: the picker says so). */
export const pickers = (api: Api) => ({
  templates: async (q: string, page: number): Promise<PickPage<TemplateItem> | null> => {
    const res = await api.get("/phishing/templates", { query: { q: q || undefined, page, limit: PICK_SIZE } });
    return res.ok ? { items: res.data.data, total: res.data.total, limit: res.data.limit } : null;
  },
  members: async (search: string, page: number): Promise<PickPage<MemberItem> | null> => {
    const res = await api.get("/entity/members", { query: { search: search || undefined, status: "active", page, limit: PICK_SIZE } });
    if (!res.ok) return null;
    const items = res.data.data.filter((m) => m.kind === "member").map((m) => ({ id: m.id, name: m.name ?? m.email, email: m.email }));
    return { items, total: res.data.total, limit: res.data.limit };
  },
  courses: async (search: string, page: number): Promise<PickPage<CourseItem> | null> => {
    const res = await api.get("/training/courses", { query: { search: search || undefined, page, limit: PICK_SIZE } });
    return res.ok ? { items: res.data.data, total: res.data.total, limit: res.data.limit } : null;
  },
});

/** What the new-campaign page loads before the form shows: the pickers' first pages, the groups and the sending profiles. */
export async function loadFormData(api: Api) {
  const p = pickers(api);
  const [templates, members, courses, groups, profiles] = await Promise.all([
    p.templates("", 1),
    p.members("", 1),
    p.courses("", 1),
    api.get("/entity/groups", { query: { page: 1, limit: 100 } }),
    api.get("/phishing/sending-profiles"),
  ]);
  return {
    templates,
    members,
    courses,
    groups: groups.ok ? groups.data.data.map((g): GroupItem => ({ id: g.id, name: g.name, memberCount: g.memberCount })) : null,
    profiles: profiles.ok ? profiles.data : null,
    limits: { templates: PHISHING_LIMITS.templatesPerCampaign },
  };
}
export type CampaignFormData = Awaited<ReturnType<typeof loadFormData>>;
