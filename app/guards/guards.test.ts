import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "../../contract/app-context.ts";
import type { User } from "../../contract/auth.ts";
import type { Brand } from "../../contract/brand.ts";
import { localeFromPath, stripLocale } from "../../contract/locale.ts";
import { readCookies } from "../lib/cookies.ts";
import { GUARDS, matchEntry, pagePathOf, runGuards } from "./pipeline.ts";
import { resolveRouteMiddlewares } from "./route-middlewares.ts";
import type { GuardContext } from "./types.ts";

const brand = (over: Partial<Brand> = {}) => ({ slug: "skill5", isProduct: false, closedBeta: false, ...over }) as Brand;

type TestUser = Partial<User> & { permissions: string[]; features: string[] };
const member: TestUser = {
  id: "u1",
  languageCode: "en-US",
  isManager: false,
  pendingApproval: false,
  completedProfile: true,
  permissions: ["access", "base-user"],
  features: ["basic-training", "badges"],
};

function ctx(
  href: string,
  opts: { brand?: Brand; cookie?: string; redirect?: { target: string; status: number }; user?: TestUser; hasSession?: boolean } = {},
) {
  const url = new URL(href, "http://localhost:3000");
  const path = stripLocale(url.pathname);
  const m = matchEntry(path);
  const cookies: string[] = [];
  const calls: string[] = [];
  const api: AppLoadContext["api"] = async (p) => {
    calls.push(p.split("?")[0]!);
    if (p === "/api/auth/me" && opts.user) return Response.json(opts.user);
    if (p.startsWith("/api/notification/user/") && opts.user) return Response.json({ notificationsNotRead: 2, data: [], total: 2 });
    // the referral codes this site knows
    if (p === "/api/public/referral-codes/FRENDS23") return Response.json({ code: "FRENDS23" });
    return Response.json({ error: { code: "not_found" } }, { status: 404 });
  };
  const c: GuardContext = {
    request: new Request(url),
    url,
    locale: localeFromPath(url.pathname),
    path,
    entry: m?.entry ?? null,
    params: m?.params ?? {},
    brand: opts.brand ?? brand(),
    app: {
      api,
      brand: () => opts.brand ?? brand(),
      hasSession: () => opts.hasSession ?? true,
      redirectFor: async () => opts.redirect ?? null,
      nonce: "n",
      requestId: "r",
      buildId: "b",
      origin: "http://localhost:3000",
    },
    cookies: readCookies(opts.cookie ?? null),
    session: { user: null, notifications: null, managerMode: false },
    setCookie: (name, value, days, o) => cookies.push(`${name}=${value};${days}${o?.httpOnly ? ";HttpOnly" : ""}`),
  };
  return { c, cookies, calls };
}

describe("guard pipeline", () => {
  it("runs the eleven §2 guards in the spec's order", () => {
    expect(GUARDS.map(([n]) => n)).toEqual([
      "tenant-closed-beta",
      "authentication",
      "locale-sync",
      "pending-approval",
      "notifications",
      "manager-feature-access",
      "manager-mode",
      "utm-capture",
      "permissions",
      "book-a-demo-product",
      "server-redirect",
    ]);
  });

  it("sends every page of a closed-beta product brand to /closed-beta, in the page's language", async () => {
    const product = brand({ slug: "shield", isProduct: true, closedBeta: true });
    const res = (await runGuards(ctx("/pt/pricing", { brand: product }).c)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/pt/closed-beta");
    expect(await runGuards(ctx("/closed-beta", { brand: product }).c)).toBeUndefined();
    // a customer brand is never in closed beta by that rule
    expect(await runGuards(ctx("/pricing", { brand: brand({ closedBeta: true }) }).c)).toBeUndefined();
  });

  it("takes a visitor to the remembered language on the home page and remembers a page's language", async () => {
    const res = (await runGuards(ctx("/?utm_source=x", { cookie: "i18n_locale=pt" }).c)) as Response;
    expect(res.headers.get("location")).toBe("/pt?utm_source=x");
    const { c, cookies } = ctx("/pt/pricing", { cookie: "i18n_locale=en" });
    expect(await runGuards(c)).toBeUndefined();
    expect(cookies).toContain("i18n_locale=pt;365");
  });

  it("keeps campaign parameters and a referral code this site knows for 30 days (the code for the server only)", async () => {
    const { c, cookies } = ctx("/?utm_source=news&utm_campaign=spring&ref=frends23&other=1");
    await runGuards(c);
    expect(cookies).toContain(`utm_params=${JSON.stringify({ utm_source: "news", utm_campaign: "spring" })};30`);
    // typed in any case, kept in capitals
    expect(cookies).toContain("ref_code=FRENDS23;30;HttpOnly");
  });

  it("ignores a referral code the site does not know, or not shaped like one, so the last real link followed wins", async () => {
    for (const href of ["/auth/sign-up?ref=ZZZZZZZZ", "/?ref=FRIEND1", "/?ref=", "/pricing?ref=FRENDS23"]) {
      const { c, cookies, calls } = ctx(href, { cookie: "ref_code=KEPT2345" });
      await runGuards(c);
      expect(cookies.filter((x) => x.startsWith("ref_code"))).toEqual([]);
      // a malformed code never costs a lookup; /pricing has no referral middleware
      if (!href.includes("ZZZZ")) expect(calls).not.toContain("/api/public/referral-codes/FRIEND1");
    }
  });

  it("remembers the product chosen on book-a-demo for 30 days, only Scanners or Training", async () => {
    const a = ctx("/book-a-demo?product=scanners");
    await runGuards(a.c);
    expect(a.cookies).toContain("selected_product=Scanners;30");
    const b = ctx("/book-a-demo?product=Rockets");
    await runGuards(b.c);
    expect(b.cookies.some((x) => x.startsWith("selected_product"))).toBe(false);
  });

  it("follows a stored redirect last, localized for the page's language", async () => {
    const res = (await runGuards(ctx("/pt/academy", { redirect: { target: "/training", status: 301 } }).c)) as Response;
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/pt/training");
    const ext = (await runGuards(ctx("/academy", { redirect: { target: "https://example.org/x", status: 999 } }).c)) as Response;
    expect(ext.status).toBe(302);
    expect(ext.headers.get("location")).toBe("https://example.org/x");
  });

  it("fails with the spec's message for an unknown route middleware", () => {
    expect(() => resolveRouteMiddlewares(["referral", "audit"])).toThrowError("Unknown route middleware: 'audit'.");
    expect(resolveRouteMiddlewares(["referral", "public", "manager"])).toHaveLength(3);
  });
});

describe("session guards", () => {
  const go = async (href: string, opts: Parameters<typeof ctx>[1] = {}) => {
    const c = ctx(href, opts);
    const res = (await runGuards(c.c)) as Response | undefined;
    return { location: res?.headers.get("location") ?? null, session: c.c.session, cookies: c.cookies };
  };

  it("sends a visitor without a session to sign-in, remembering the page; renews first when a session exists", async () => {
    const out = await go("/pt/dashboard?tab=1");
    expect(out.location).toBe("/pt/auth/sign-in");
    expect(out.cookies).toContain("redirect_after_login=/pt/dashboard?tab=1;1");
    expect((await go("/dashboard", { cookie: "session_hint=1" })).location).toBe("/api/auth/resume?next=%2Fdashboard");
    // public pages and the §2 skip-auth paths need no session
    expect((await go("/pricing")).location).toBeNull();
    expect((await go("/certificate/abc")).location).toBeNull();
  });

  it("loads the user and their notifications, and follows the user's language", async () => {
    const out = await go("/dashboard", { user: member });
    expect(out.location).toBeNull();
    expect(out.session.user?.id).toBe("u1");
    expect(out.session.notifications?.notificationsNotRead).toBe(2);
    expect((await go("/dashboard", { user: { ...member, languageCode: "pt-BR" } })).location).toBe("/pt/dashboard");
  });

  it("does not ask who is signed in when the request carries no session, and says the same", async () => {
    const without = ctx("/pt/dashboard", { user: member, hasSession: false });
    const res = (await runGuards(without.c)) as Response;
    expect(without.calls).not.toContain("/api/auth/me");
    expect(without.c.session.user).toBeNull();
    expect(res.headers.get("location")).toBe("/pt/auth/sign-in");
    const visitor = ctx("/pricing", { hasSession: false });
    expect(await runGuards(visitor.c)).toBeUndefined();
    expect(visitor.calls).toEqual([]);
    const signedIn = ctx("/dashboard", { user: member });
    await runGuards(signedIn.c);
    expect(signedIn.calls).toContain("/api/auth/me");
    expect(signedIn.c.session.user?.id).toBe("u1");
  });

  it("holds pending and incomplete accounts at their gates", async () => {
    expect((await go("/training", { user: { ...member, pendingApproval: true } })).location).toBe("/awaiting-approval");
    expect((await go("/awaiting-approval", { user: { ...member, pendingApproval: true } })).location).toBeNull();
    expect((await go("/account", { user: { ...member, completedProfile: false } })).location).toBe("/complete-profile");
    expect((await go("/complete-profile", { user: member })).location).toBe("/dashboard");
  });

  it("keeps the page an incomplete account was heading to (a plan chosen before signing up) for after the profile", async () => {
    const chosen = await go("/pt/subscription/pricing?plan=skill5-team", {
      user: { ...member, languageCode: "pt-BR", completedProfile: false },
    });
    expect(chosen.location).toBe("/pt/complete-profile");
    expect(chosen.cookies).toContain("redirect_after_login=/pt/subscription/pricing?plan=skill5-team;1");
    expect(
      (await go("/dashboard", { user: { ...member, completedProfile: false } })).cookies.filter((c) =>
        c.startsWith("redirect_after_login"),
      ),
    ).toEqual([]);
  });

  it("asks for a session on the account's plan pages drawn in the site's layout, and keeps a learner without view-billing out", async () => {
    expect((await go("/subscription/pricing")).location).toBe("/auth/sign-in");
    expect((await go("/subscription/checkout/cs_123")).location).toBe("/auth/sign-in");
    const owner = { ...member, isManager: true, permissions: ["access", "base-user", "view-billing", "manage-billing"] };
    expect((await go("/subscription", { user: owner })).location).toBeNull();
    expect((await go("/subscription/pricing", { user: owner })).location).toBeNull();
    expect((await go("/subscription/checkout/cs_123", { user: owner })).location).toBeNull();
    for (const path of ["/subscription", "/subscription/active", "/subscription/pricing", "/subscription/checkout/cs_123"]) {
      expect((await go(path, { user: { ...member, isManager: true } })).location, path).toBe("/unauthorized");
    }
    // view-billing reads the plans; paying needs manage-billing
    expect(
      (await go("/subscription/checkout/cs_123", { user: { ...owner, permissions: ["access", "base-user", "view-billing"] } })).location,
    ).toBe("/unauthorized");
  });

  it("refuses a missing feature or permission with /unauthorized", async () => {
    expect((await go("/my-company", { user: member })).location).toBe("/unauthorized");
    expect((await go("/training/courses", { user: member })).location).toBeNull(); // basic-training opens training
    expect((await go("/content-creator/courses/batch", { user: { ...member, features: ["create-courses"] } })).location).toBe(
      "/unauthorized",
    );
    expect((await go("/account", { user: { ...member, permissions: ["access"] } })).location).toBe("/unauthorized");
  });

  it("keeps manager pages for managers in manager mode, and sends signed-in learners to the full course", async () => {
    const manager = {
      ...member,
      isManager: true,
      permissions: ["access", "base-user", "view-users"],
      features: ["team-management", "training"],
    };
    expect((await go("/my-company", { user: manager })).location).toBeNull();
    expect((await go("/my-company", { user: manager, cookie: "manager_mode=off" })).location).toBe("/unauthorized");
    expect((await go("/public/training/courses/phishing/watch", { user: member })).location).toBe("/training/courses/phishing/watch");
    expect((await go("/public/training/courses/phishing")).location).toBeNull();
  });

  it("never redirects off the site, whatever the address or a stored redirect holds", async () => {
    // the language guard drops "/pt" from "/pt//evil.example/": what is left is another host to a browser
    expect((await go("/pt//evil.example/", { user: member })).location).toBe("/");
    expect((await go("/pt//evil.example/dashboard?x=1", { user: member })).location).toBe("/");
    for (const target of ["//evil.example/x", "/\\evil.example", "javascript:alert(1)", "data:text/html,x"]) {
      expect((await go("/academy", { redirect: { target, status: 302 } })).location, target).toBe("/");
    }
  });

  it("sends a signed-in learner on from a public course only for a slug of a course's shape, so a header never has to hold NUL, CR or another script", async () => {
    for (const slug of ["a%00b", "a%0Db", "a%0D%0ASet-Cookie:x=1", "%E6%97%A5%E6%9C%AC", "%C3%A7%C3%A3o", "a%ED%A0%80", "%F0%9F%98%80"]) {
      for (const tail of ["", "/watch"]) {
        const out = await go(`/pt/public/training/courses/${slug}${tail}`, { user: { ...member, languageCode: "pt-BR" } });
        // the page itself answers: its 404 for a course that cannot exist
        expect(out.location, slug + tail).toBeNull();
      }
    }
  });
});

describe("page of a request", () => {
  it("is the page a client navigation's data request is for", () => {
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/pt/_.data")).toBe("/pt");
    expect(pagePathOf("/pt.data")).toBe("/pt");
    expect(pagePathOf("/training/courses.data")).toBe("/training/courses");
    expect(pagePathOf("/pricing")).toBe("/pricing");
  });
});

describe("route matching", () => {
  it("ranks static segments over parameters, as the router does", () => {
    expect(matchEntry("/training/programs/create")?.entry.id).toBe("training-program-create");
    expect(matchEntry("/training/programs/42")?.entry.id).toBe("training-program");
    expect(matchEntry("/training/programs/edit/42")).toMatchObject({ entry: { id: "training-program-edit" }, params: { programId: "42" } });
    expect(matchEntry("/enrollments/program/7")?.entry.id).toBe("program-enrollment");
    expect(matchEntry("/nothing/here")).toBeNull();
  });
});
