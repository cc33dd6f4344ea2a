import { afterEach, describe, expect, it, vi } from "vitest";
import { browserApi, setLaunchBearer } from "./api-client.ts";

type Sent = { url: string; headers: Record<string, string>; credentials: RequestCredentials | undefined };

/** The browser's fetch, answering from a list and recording what each call carried. */
function browserFetch(answers: Response[]) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, headers: { ...(init.headers as Record<string, string>) }, credentials: init.credentials });
    return answers.shift() ?? Response.json({ error: { code: "none", message: "no answer left" } }, { status: 599 });
  });
  return sent;
}
const ok = () => Response.json({ data: [], page: 1, limit: 12, total: 0 });
const unauthorized = () => Response.json({ error: { code: "unauthorized", message: "Sign in." } }, { status: 401 });

afterEach(() => {
  setLaunchBearer(null);
  vi.unstubAllGlobals();
});

describe("the browser client on a framed LTI page", () => {
  it("sends the launch bearer with every call while it is set, and none once it is dropped", async () => {
    const sent = browserFetch([ok(), ok(), ok()]);
    const api = browserApi("pt");
    setLaunchBearer({ token: "launch-access-1" });
    await api.get("/training/courses", { query: { search: "phishing" } });
    await api.put("/enrollments/{slug}/progress", { params: { slug: "phishing-101" }, body: { currentStep: 2 } });
    setLaunchBearer(null);
    await api.get("/training/courses");

    expect(sent.map((s) => s.headers.authorization)).toEqual(["Bearer launch-access-1", "Bearer launch-access-1", undefined]);
    expect(sent[0]).toMatchObject({ url: "/api/training/courses?search=phishing", credentials: "same-origin" });
    expect(sent[1]!.headers).toMatchObject({ "x-locale": "pt", "content-type": "application/json" });
  });

  it("renews the bearer on a 401 and sends the call again with the new token", async () => {
    const sent = browserFetch([unauthorized(), ok()]);
    const bearer = {
      token: "old-token",
      renew: vi.fn(async () => {
        bearer.token = "new-token";
        return true;
      }),
      expired: vi.fn(),
    };
    setLaunchBearer(bearer);
    const res = await browserApi("en").get("/training/courses");

    expect(res.ok).toBe(true);
    expect(sent.map((s) => s.headers.authorization)).toEqual(["Bearer old-token", "Bearer new-token"]);
    expect(bearer.renew).toHaveBeenCalledTimes(1);
    expect(bearer.expired).not.toHaveBeenCalled();
  });

  it("says the launch is over when it cannot be renewed, instead of sending anyone to sign in", async () => {
    const sent = browserFetch([unauthorized()]);
    const expired = vi.fn();
    setLaunchBearer({ token: "spent", renew: async () => false, expired });
    const res = await browserApi("en").get("/training/courses");

    expect(res).toMatchObject({ ok: false, status: 401 });
    expect(sent).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
