// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LtiGradePost, LtiRosterSync } from "../../../contract/lti.ts";
import { answerApi, clickAndSettle, type Mounted, mountInPage } from "../../lib/form-test-kit.ts";
import { GradeLog } from "./grade-log.tsx";
import { RegistrationLinkCard } from "./registration-link-card.tsx";
import { RosterSyncPanel } from "./roster-sync-panel.tsx";
import { SYNC_POLL_MS } from "./use-roster-sync.ts";

// A registration's page as the manager uses it: a roster sync started and followed to its end,
// a refusal in the API's words, the grade log's failed row sent again, and a registration URL.

const id = "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f";
const syncId = "7b2f3c1e-8f57-4a55-9a8e-2a3b4c5d6e70";
const at = "2026-11-29T12:00:00.000Z";
const sync = (s: Partial<LtiRosterSync>): LtiRosterSync => ({
  id: syncId,
  status: "queued",
  contexts: 0,
  contextsDone: 0,
  added: 0,
  updated: 0,
  error: null,
  createdAt: at,
  finishedAt: null,
  ...s,
});
const grade = (g: Partial<LtiGradePost>): LtiGradePost => ({
  id: "8c3f3c1e-8f57-4a55-9a8e-2a3b4c5d6e71",
  learner: { id: "9d4f3c1e-8f57-4a55-9a8e-2a3b4c5d6e72", name: "Ana Lima", email: "ana@acme.test" },
  courseSlug: "safe-links",
  courseTitle: "Safe links",
  scoreGiven: 80,
  scoreMaximum: 100,
  status: "sent",
  attempts: 1,
  lastError: null,
  createdAt: at,
  sentAt: at,
  ...g,
});

let page: Mounted;
afterEach(() => {
  page.unmount();
  vi.useRealTimers();
});
const q = (selector: string) => page.host.querySelector(selector);
const text = (testId: string) => q(`[data-testid=${testId}]`)?.textContent ?? null;
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
/** Lets the answers in flight settle, on the fake clock (installed after mounting). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  });
/** The next poll of the sync, on the fake clock, and its answer. */
const nextPoll = async () => {
  await act(async () => void (await vi.advanceTimersByTimeAsync(SYNC_POLL_MS)));
  await settle();
};
/** Clicks and lets the answer settle, on the fake clock. */
const click = async (el: HTMLButtonElement | null) => {
  if (!el) throw new Error("nothing to click");
  await act(async () => el.click());
  await settle();
};
const fakeClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

describe("the members sync", () => {
  it("starts a sync and follows it, one question a second, to its end with the people added and updated", async () => {
    const answers = [
      sync({ status: "running", contexts: 2, contextsDone: 1, added: 3 }),
      sync({ status: "done", contexts: 2, contextsDone: 2, added: 5, updated: 2, finishedAt: at }),
    ];
    const calls = answerApi((_path, init) => ({ status: 200, body: init.method === "POST" ? sync({}) : answers.shift() }));
    page = await mountInPage(createElement(RosterSyncPanel, { registrationId: id, offered: true }));
    fakeClock();
    await click(button("Sync members from the LMS"));
    expect(text("lti-roster-sync-progress")).toContain("Waiting to start…");
    expect(button("Sync members from the LMS")?.disabled).toBe(true);

    await nextPoll();
    expect(text("lti-roster-sync-progress")).toContain("Courses synced: 1 of 2");
    expect(q("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("50");
    expect(text("lti-roster-sync-added")).toBe("People added: 3");

    await nextPoll();
    expect(text("lti-roster-sync-progress")).toContain("The sync is finished.");
    expect(q("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("100");
    expect(text("lti-roster-sync-added")).toBe("People added: 5");
    expect(text("lti-roster-sync-updated")).toBe("People updated: 2");
    expect(button("Sync members from the LMS")?.disabled).toBe(false);

    // finished: nothing more is asked
    await nextPoll();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/entity/lti/registrations/${id}/roster-syncs`,
      `GET /api/entity/lti/registrations/${id}/roster-syncs/${syncId}`,
      `GET /api/entity/lti/registrations/${id}/roster-syncs/${syncId}`,
    ]);
  });

  it("shows the API's refusal in its own words, and a failed sync's error", async () => {
    let refuse = true;
    answerApi((_path, init) =>
      init.method === "POST" && refuse
        ? { status: 409, body: { error: { code: "lti_sync_running", message: "Uma sincronização já está em andamento." } } }
        : { status: 200, body: init.method === "POST" ? sync({}) : sync({ status: "failed", error: "O LMS não respondeu." }) },
    );
    page = await mountInPage(createElement(RosterSyncPanel, { registrationId: id, offered: true }), "pt");
    fakeClock();
    await click(button("Sincronizar participantes do LMS"));
    expect(q("[role=alert]")?.textContent).toBe("Uma sincronização já está em andamento.");
    refuse = false;
    await click(button("Sincronizar participantes do LMS"));
    await nextPoll();
    expect(text("lti-roster-sync-progress")).toContain("A sincronização parou antes do fim.");
    expect(text("lti-roster-sync-progress")).toContain("O LMS não respondeu.");
  });

  it("is unavailable, saying why, when no course offers its members", async () => {
    const calls = answerApi(() => ({ status: 200, body: sync({}) }));
    page = await mountInPage(createElement(RosterSyncPanel, { registrationId: id, offered: false }));
    const start = button("Sync members from the LMS");
    expect(start?.disabled).toBe(true);
    const why = document.getElementById(start?.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toMatch(/^None of this platform's courses offers its member list yet\./);
    expect(calls).toHaveLength(0);
  });
});

describe("the grade log", () => {
  it("shows each grade's status, score and last error, and sends a failed one again", async () => {
    const failed = grade({ id: "1e5f3c1e-8f57-4a55-9a8e-2a3b4c5d6e73", status: "failed", attempts: 5, lastError: "401 from the LMS" });
    const calls = answerApi(() => ({ status: 200, body: { ...failed, status: "queued" } }));
    const list = { data: [grade({}), failed], page: 1, limit: 20, total: 2 };
    page = await mountInPage(createElement(GradeLog, { registrationId: id, list, status: undefined }));
    const rows = [...page.host.querySelectorAll("[data-testid=lti-grade-row]")];
    expect(rows.map((r) => r.querySelector("[data-testid=lti-grade-status]")?.textContent)).toEqual(["Sent", "Failed"]);
    expect(rows[0]?.textContent).toContain("80 of 100");
    expect(rows[1]?.textContent).toContain("401 from the LMS");
    expect(rows[0]?.querySelector("button")).toBeNull();
    expect(q("nav [aria-current=true]")?.textContent).toBe("All");
    expect(q("nav a[href='/?status=failed']")?.textContent).toBe("Failed");

    await clickAndSettle(rows[1]!.querySelector("button"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/entity/lti/registrations/${id}/grades/${failed.id}/retry`]);
  });

  it("says so in plain words when nothing has this status", async () => {
    answerApi(() => ({ status: 200 }));
    page = await mountInPage(
      createElement(GradeLog, { registrationId: id, list: { data: [], page: 1, limit: 20, total: 0 }, status: "failed" }),
      "pt",
    );
    expect(text("lti-grades-empty")).toBe("Nenhuma nota com esta situação.");
    expect(q("nav [aria-current=true]")?.textContent).toBe("Com falha");
  });
});

describe("the registration URL", () => {
  it("is made on request and shown with its copy button and its expiry", async () => {
    const url = "http://acme.localhost/lti/register?token=abcdefghijklmnopqrstuvwxyz0123456789";
    const calls = answerApi(() => ({ status: 200, body: { url, expiresAt: "2026-12-06T12:00:00.000Z" } }));
    page = await mountInPage(createElement(RegistrationLinkCard));
    expect(q("[data-testid=lti-registration-url-value]")).toBeNull();
    await clickAndSettle(button("Make a registration URL"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/entity/lti/registration-links"]);
    expect(text("lti-registration-url-value")).toBe(url);
    expect(button("Copy")).not.toBeNull();
    expect(text("lti-registration-url-expires")).toBe("Valid until Dec 6, 2026, 12:00 PM (UTC). Make a new one when it runs out.");
    expect(button("Make a new URL")).not.toBeNull();
  });
});
