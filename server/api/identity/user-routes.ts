import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import {
  emailPreferencesSchema,
  interactionFlagSchema,
  managerModeInputSchema,
  managerModeSchema,
  personalDataSchema,
  switchLanguageSchema,
  userSchema,
} from "../../../contract/auth.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "../../../contract/constants.ts";
import { MANAGER_MODE_COOKIE } from "../../../contract/session.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { AppEnv } from "../../platform/env.ts";
import { session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { Account } from "./account.ts";
import { clearSessionCookies } from "./session-cookies.ts";

const tag = ["User"];
const ok = json(userSchema, "The updated user");
const r = {
  remove: createRoute({
    method: "delete",
    path: "/user",
    tags: tag,
    ...session,
    summary: "Delete the account (LGPD/GDPR erasure)",
    responses: { 204: { description: "Deleted" }, ...errors(401) },
  }),
  patch: createRoute({
    method: "patch",
    path: "/user",
    tags: tag,
    ...session,
    summary: "Change name and phone",
    request: body(personalDataSchema),
    responses: { 200: ok, ...errors(400, 401) },
  }),
  addFlag: createRoute({
    method: "post",
    path: "/user/update-interaction-flag",
    tags: tag,
    ...session,
    summary: "Add an interaction flag (e.g. a finished guided tour)",
    request: body(interactionFlagSchema),
    responses: { 200: ok, ...errors(400, 401) },
  }),
  removeFlag: createRoute({
    method: "delete",
    path: "/user/remove-interaction-flag",
    tags: tag,
    ...session,
    summary: "Remove an interaction flag",
    request: body(interactionFlagSchema),
    responses: { 200: ok, ...errors(400, 401) },
  }),
  language: createRoute({
    method: "post",
    path: "/user/switch-language",
    tags: tag,
    ...session,
    summary: "Change the user's language (the locale guard follows it)",
    request: body(switchLanguageSchema),
    responses: { 200: ok, ...errors(400, 401) },
  }),
  prefs: createRoute({
    method: "post",
    path: "/user/email-preferences",
    tags: tag,
    ...session,
    summary: "Change which e-mails the user receives",
    request: body(emailPreferencesSchema),
    responses: { 200: ok, ...errors(400, 401) },
  }),
  managerMode: createRoute({
    method: "post",
    path: "/user/manager-mode",
    tags: tag,
    ...session,
    summary: "Switch between manager mode and user mode (§4)",
    request: body(managerModeInputSchema),
    responses: { 200: json(managerModeSchema, "The mode now"), ...errors(400, 401, 403) },
  }),
};

export function userRoutes(account: Account) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.remove, async (c) => {
      await account.deleteAccount(scopeOf(c, "user"));
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .openapi(r.patch, async (c) => {
      const b = c.req.valid("json");
      return c.json(await account.update(scopeOf(c, "user"), { name: b.name, phoneNumber: b.phoneNumber ?? null }), 200);
    })
    .openapi(r.addFlag, async (c) => c.json(await account.setFlag(scopeOf(c, "user"), c.req.valid("json").flag, true), 200))
    .openapi(r.removeFlag, async (c) => c.json(await account.setFlag(scopeOf(c, "user"), c.req.valid("json").flag, false), 200))
    .openapi(r.language, async (c) => {
      const { language } = c.req.valid("json");
      const user = await account.update(scopeOf(c, "user"), { languageCode: language });
      setCookie(c, LOCALE_COOKIE, language === "pt-BR" ? "pt" : "en", {
        path: "/",
        maxAge: LOCALE_COOKIE_DAYS * 86400,
        sameSite: "Lax",
        secure: c.get("secure"),
      });
      return c.json(user, 200);
    })
    .openapi(r.prefs, async (c) => {
      const v = await viewerOf(c);
      return c.json(
        await account.update(scopeOf(c, "user"), {
          emailPreferences: { ...v.user.emailPreferences, ...c.req.valid("json").emailPreferences },
        }),
        200,
      );
    })
    .openapi(r.managerMode, async (c) => {
      const { user: view } = await viewerOf(c);
      if (!view.isManager) return c.json({ managerMode: false }, 200);
      const { enabled } = c.req.valid("json");
      setCookie(c, MANAGER_MODE_COOKIE, enabled ? "on" : "off", {
        path: "/",
        sameSite: "Lax",
        secure: c.get("secure"),
        maxAge: 365 * 86400,
      });
      return c.json({ managerMode: enabled }, 200);
    });
}
