// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { AssignDialog } from "./assign-dialog.tsx";

// The assign dialog checks its choice, due date and recurrence with the API's rules
// (assign-form-schema.ts), in the API's words, and sends the body the schema makes.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]")!;
const checkbox = (label: string) => {
  const l = [...dialog().querySelectorAll("label")].find((x) => x.textContent?.trim().startsWith(label));
  return document.getElementById(l!.htmlFor) as HTMLInputElement;
};
const radio = (label: string) =>
  [...dialog().querySelectorAll("label")].find((x) => x.textContent?.trim() === label)!.querySelector("input")!;
const itemError = () => dialog().querySelector('[id$="-item-error"]')?.textContent ?? null;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const courses = [
  { slug: "phishing-basics", title: "Phishing basics" },
  { slug: "strong-passwords", title: "Strong passwords" },
];
/** The catalogue as the API answers it, and the assignment's answer; records the calls. */
function answer(
  programs: { id: string; title: string; courses: string[] }[] = [],
  assign = { status: 201, body: { people: 3 } as unknown },
) {
  return answerApi((path, init) => {
    if (path.startsWith("/api/training/courses")) return { status: 200, body: { data: courses, total: courses.length } };
    if (path.startsWith("/api/training/programs")) return { status: 200, body: { data: programs } };
    if (path === "/api/entity/assignments" && init.method === "POST") return assign;
    return { status: 404, body: { error: { code: "not_found", message: "No such path." } } };
  });
}
const target = { kind: "group" as const, id: "3f1c2a8e-5b7d-4e9a-8c6f-1a2b3c4d5e6f", name: "Sales" };

describe("the assign dialog", () => {
  it("says a yearly assignment needs a due date, in Portuguese, and sends nothing", async () => {
    const calls = answer();
    page = await mountInPage(createElement(AssignDialog, { target, onDone: () => {} }), "pt");
    await clickAndSettle(button("Atribuir curso ou programa"));
    await clickAndSettle(checkbox("Repetir todo ano"));
    await clickAndSettle(button("Atribuir"));
    expect(fieldLabelled(dialog(), "Prazo")).toMatchObject({ invalid: true, error: "Uma atribuição anual precisa de um prazo." });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("refuses a day that has passed, and a program kind with nothing to choose", async () => {
    const calls = answer();
    page = await mountInPage(createElement(AssignDialog, { target, onDone: () => {} }));
    await clickAndSettle(button("Assign a course or program"));
    await typeInto(fieldLabelled(dialog(), "Due date").control, day(-2));
    await clickAndSettle(radio("A program (all its courses)"));
    expect(dialog().textContent).toContain("No program is available to assign.");
    await clickAndSettle(button("Assign"));
    expect(fieldLabelled(dialog(), "Due date").error).toBe("The due date has passed: choose today or a later day.");
    expect(itemError()).toBe("This field is required.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("sends the course chosen, the group, the due date and the recurrence; tells how many it reaches", async () => {
    const calls = answer();
    let people = -1;
    page = await mountInPage(createElement(AssignDialog, { target, onDone: (n: number) => (people = n) }));
    await clickAndSettle(button("Assign a course or program"));
    expect(fieldLabelled(dialog(), "Course").control).toBe(document.activeElement);
    await typeInto(fieldLabelled(dialog(), "Course").control, "strong-passwords");
    await typeInto(fieldLabelled(dialog(), "Due date").control, day(14));
    await clickAndSettle(checkbox("Repeat every year"));
    await clickAndSettle(button("Assign"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        path: "/api/entity/assignments",
        method: "POST",
        body: { courseSlug: "strong-passwords", groupIds: [target.id], dueAt: day(14), recurrence: "yearly" },
      },
    ]);
    expect(people).toBe(3);
  });

  it("puts the API's refusal beside the field it names", async () => {
    answer([{ id: "8d0c1b2a-3e4f-4a5b-9c6d-7e8f9a0b1c2d", title: "Onboarding", courses: ["phishing-basics"] }], {
      status: 400,
      body: {
        error: {
          code: "invalid",
          message: "Invalid input",
          issues: [{ path: "body.programId", message: "This program is not available to your company." }],
        },
      },
    });
    page = await mountInPage(createElement(AssignDialog, { target: { ...target, kind: "member" }, onDone: () => {} }));
    await clickAndSettle(button("Assign a course or program"));
    await clickAndSettle(radio("A program (all its courses)"));
    await clickAndSettle(button("Assign"));
    expect(fieldLabelled(dialog(), "Program").error).toBe("This program is not available to your company.");
    expect(dialog().querySelector("[role=alert]")).toBeNull();
  });
});
