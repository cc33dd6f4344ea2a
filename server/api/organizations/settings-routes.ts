import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { companySettingsInputSchema, companySettingsSchema } from "../../../contract/company-settings.ts";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { OrganizationRouteDeps } from "./routes.ts";
import { createSettings } from "./settings.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Entity"];

const r = {
  read: createRoute({
    method: "get",
    path: "/entity/settings",
    tags: tag,
    ...access({ permissions: ["view-users"], anyFeature: ["team-management"] }),
    summary: "The company's settings: name, e-mail domain and its verification, allowed domains, join policy, seats and roles (view-users)",
    responses: { 200: json(companySettingsSchema, "The settings"), ...errors(401, 403, 404) },
  }),
  update: createRoute({
    method: "put",
    path: "/entity/settings",
    tags: tag,
    ...access({ permissions: ["manage-users"], anyFeature: ["team-management"] }),
    summary: "Rename the company, set the domains its people join from and whether they join at once (manage-users)",
    description:
      "Allowed domains are lower-cased, at most 20, never free-mail; a domain another company of the tenant owns or lists is refused (409). With `joinPolicy` automatic, a sign-up from the company's verified or allowed domains becomes a member at once; otherwise it asks the managers.",
    request: body(companySettingsInputSchema),
    responses: { 200: json(companySettingsSchema, "The settings as saved"), ...errors(400, 401, 403, 404, 409) },
  }),
};

export function settingsRoutes({ db, domains }: OrganizationRouteDeps) {
  const settings = createSettings(db, domains);
  const company = async (c: Context<AppEnv>) => {
    const scope = await scopeOf(c, "entity");
    return { scope, canManage: can(await viewerOf(c), "manage-users") };
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(r.read, async (c) => {
      const { scope, canManage } = await company(c);
      return c.json(await settings.read(scope, canManage), 200);
    })
    .openapi(r.update, async (c) => {
      const { scope, canManage } = await company(c);
      return c.json(await settings.update(scope, c.req.valid("json"), canManage), 200);
    });
}
