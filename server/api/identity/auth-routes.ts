import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  authTokensSchema,
  captchaChallengeSchema,
  completeSignUpSchema,
  confirmSignUpSchema,
  resumeSchema,
  sessionStartedSchema,
  signInResultSchema,
  signInSchema,
  signUpSchema,
  userSchema,
  validateEmailSchema,
  validatedEmailSchema,
} from "../../../contract/auth.ts";
import { setCookie } from "hono/cookie";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../../contract/session.ts";
import type { Context } from "hono";
import { scopeOf } from "../../platform/request-scope.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { translate } from "../../platform/i18n.ts";
import { redirectTarget } from "../../../contract/safe-redirect.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { AppEnv } from "../../platform/env.ts";
import { session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { redirectTo } from "../../platform/http.ts";
import type { createAccount } from "./account.ts";
import type { IdentityDeps } from "./deps.ts";
import type { createSignIn } from "./sign-in.ts";
import { clearSessionCookies, presentedRefreshToken, visitorOf, withSessionCookies } from "./session-cookies.ts";
import { signUpOrigin } from "./sign-up-origin.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { languageTag } from "../../../contract/locale.ts";

const tag = ["Auth"];
const r = {
  captcha: createRoute({
    method: "get",
    path: "/captcha",
    tags: tag,
    summary: "A proof-of-work captcha challenge (§3, §5)",
    responses: { 200: json(captchaChallengeSchema, "Solve it and send the base64 ALTCHA payload as captchaPayload") },
  }),
  validateEmail: createRoute({
    method: "post",
    path: "/auth/validate-email",
    tags: tag,
    summary: "Check an e-mail address before sign-in",
    request: body(validateEmailSchema),
    responses: { 200: json(validatedEmailSchema, "The address is well-formed"), ...errors(400, 429) },
  }),
  signIn: createRoute({
    method: "post",
    path: "/auth/sign-in",
    tags: tag,
    summary: "Sign in with a one-time code (two calls)",
    description:
      "First {email, captchaPayload}: mails a 6-digit code valid 10 minutes and returns {session} (the same answer for unknown addresses). Then {email, otp, session, rememberMe, captchaPayload}: returns the tokens and sets the session cookies. Five wrong codes end the session.",
    request: body(signInSchema),
    responses: { 200: json(signInResultSchema, "Code sent, or signed in"), ...errors(400, 429) },
  }),
  signUp: createRoute({
    method: "post",
    path: "/auth/sign-up",
    tags: tag,
    summary: "Start a sign-up: mails a one-time code",
    request: body(signUpSchema),
    responses: { 200: json(sessionStartedSchema, "Code sent"), ...errors(400, 429) },
  }),
  confirm: createRoute({
    method: "post",
    path: "/auth/confirm-sign-up",
    tags: tag,
    summary: "Confirm a sign-up with the code; creates the account and signs in",
    request: body(confirmSignUpSchema),
    responses: { 200: json(authTokensSchema, "Signed in"), ...errors(400, 409) },
  }),
  completeSignUp: createRoute({
    method: "post",
    path: "/auth/complete-sign-up",
    tags: tag,
    ...session,
    summary: "Fill in the account's details after a sign-up",
    request: body(completeSignUpSchema),
    responses: { 200: json(userSchema, "The user"), ...errors(400, 401) },
  }),
  renew: createRoute({
    method: "post",
    path: "/auth/renew-session",
    tags: tag,
    summary: "Rotate the refresh token and issue a new access token",
    responses: { 200: json(authTokensSchema, "Renewed"), ...errors(401) },
  }),
  signOut: createRoute({
    method: "post",
    path: "/auth/sign-out",
    tags: tag,
    summary: "End the session everywhere",
    responses: { 204: { description: "Signed out" } },
  }),
  resume: createRoute({
    method: "get",
    path: "/auth/resume",
    tags: tag,
    summary: "Renew the session during a page load, then go to `next`",
    description:
      "The refresh cookie only travels to /api/auth, so a page whose access token has expired comes here: renewed, it returns to `next` (a path of this origin; anything else goes home); otherwise it goes to sign-in. Only a navigation from this origin (or one the person typed) renews at once; any other answers a page that renews through `POST /auth/resume`, so a cross-site link cannot rotate the session.",
    request: { query: resumeSchema },
    responses: {
      200: { description: "A page that continues with POST /auth/resume", content: { "text/html": { schema: z.string() } } },
      302: { description: "Back to the page, or to sign-in" },
    },
  }),
  resumePost: createRoute({
    method: "post",
    path: "/auth/resume",
    tags: tag,
    summary: "Renew the session (same origin only), then go to `next`",
    request: { body: { content: { "application/x-www-form-urlencoded": { schema: resumeSchema } } } },
    responses: { 303: { description: "Back to the page, or to sign-in" }, ...errors(403) },
  }),
  me: createRoute({
    method: "get",
    path: "/auth/me",
    tags: tag,
    ...session,
    summary: "The signed-in user (§3)",
    responses: { 200: json(userSchema, "The user"), ...errors(401) },
  }),
};

export function authRoutes(d: IdentityDeps, signIn: ReturnType<typeof createSignIn>, account: ReturnType<typeof createAccount>) {
  /** Rotates the presented refresh token and writes the new session's cookies; a dead one's cookies are cleared. */
  async function renew(c: Context<AppEnv>) {
    const presented = presentedRefreshToken(c);
    const v = visitorOf(c);
    try {
      return withSessionCookies(
        c,
        await d.sessions.renew({ tenantId: v.tenant.id, ip: v.ip }, presented, (u) => signIn.activeEntity({ tenantId: v.tenant.id }, u)),
      );
    } catch (e) {
      if (presented && e instanceof DomainError) clearSessionCookies(c);
      throw e;
    }
  }
  async function resume(c: Context<AppEnv>, next: string, status: 302 | 303) {
    try {
      await renew(c);
      return redirectTo(c, next, status);
    } catch {
      const signInPath = next === "/pt" || next.startsWith("/pt/") ? "/pt/auth/sign-in" : "/auth/sign-in";
      setCookie(c, REDIRECT_AFTER_LOGIN_COOKIE, next, { path: "/", sameSite: "Lax", secure: c.get("secure"), maxAge: 600 });
      return redirectTo(c, signInPath, status);
    }
  }
  return new OpenAPIHono<AppEnv>()
    .openapi(r.captcha, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await d.captcha.challenge(scopeOf(c, "tenant")), 200);
    })
    .openapi(r.validateEmail, async (c) => {
      const b = c.req.valid("json");
      await d.captcha.verify(b.recaptchaToken, scopeOf(c, "tenant"));
      return c.json({ valid: true, email: b.email }, 200);
    })
    .openapi(r.signIn, async (c) => {
      const b = c.req.valid("json");
      if (b.otp && b.session)
        return c.json(
          withSessionCookies(
            c,
            await signIn.verify(visitorOf(c), { ...b, otp: b.otp, session: b.session, rememberMe: b.rememberMe ?? false }),
          ),
          200,
        );
      return c.json(await signIn.start(visitorOf(c), b), 200);
    })
    .openapi(r.signUp, async (c) => c.json(await signIn.signUp(visitorOf(c), c.req.valid("json"), signUpOrigin(c)), 200))
    .openapi(r.confirm, async (c) => c.json(withSessionCookies(c, await signIn.confirm(visitorOf(c), c.req.valid("json"))), 200))
    .openapi(r.completeSignUp, async (c) => c.json(await account.completeSignUp(scopeOf(c, "user"), c.req.valid("json")), 200))
    .openapi(r.renew, async (c) => c.json(await renew(c), 200))
    .openapi(r.signOut, async (c) => {
      await d.sessions.end({ tenantId: c.get("tenant").id }, presentedRefreshToken(c), c.get("auth")?.sid);
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .openapi(r.resume, async (c) => {
      const next = redirectTarget(c.req.valid("query").next, c.get("origin"));
      const site = c.req.header("sec-fetch-site");
      if (site === "same-origin" || site === "none") return resume(c, next, 302);
      // Reached from elsewhere: continue with a same-origin POST instead of rotating here.
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.html(continuePage(next, c.get("nonce"), c.get("locale")), 200);
    })
    .openapi(r.resumePost, async (c) => resume(c, redirectTarget(c.req.valid("form").next, c.get("origin")), 303))
    .openapi(r.me, async (c) => c.json((await viewerOf(c)).user, 200));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A same-origin form that renews the session by POST; it submits itself, or the person does. */
function continuePage(next: string, nonce: string, locale: Locale) {
  const label = escapeHtml(translate("auth:resume.continue", locale));
  return `<!doctype html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${label}</title></head><body><form id="resume" method="post" action="/api/auth/resume"><input type="hidden" name="next" value="${escapeHtml(next)}"><button type="submit">${label}</button></form><script nonce="${nonce}">document.getElementById("resume").submit();</script></body></html>`;
}
