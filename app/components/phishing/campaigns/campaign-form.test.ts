import { describe, expect, it } from "vitest";
import { campaignFormSchema } from "./campaign-form-schema.ts";
import {
  campaignBody,
  defaultValues,
  formPath,
  targetSummary,
  wallTime,
  zonedToIso,
  type CampaignFormValues,
} from "./campaign-form-values.ts";

const T1 = "0b7c1f3e-2a4d-4c8e-9f10-123456789abc";
const G1 = "1b7c1f3e-2a4d-4c8e-9f10-123456789abc";

function values(change: Partial<CampaignFormValues> = {}): CampaignFormValues {
  const v = defaultValues(new Date("2026-03-02T11:20:00Z"), "America/Sao_Paulo");
  return { ...v, name: "Quarter one", templateIds: [T1], groupIds: [G1], ...change };
}

describe("the window's times", () => {
  it("reads a wall time in the chosen zone as an instant with that zone's offset", () => {
    expect(zonedToIso("2026-03-02T09:00", "America/Sao_Paulo")).toBe("2026-03-02T09:00:00-03:00");
    expect(zonedToIso("2026-07-01T09:30", "Europe/Lisbon")).toBe("2026-07-01T09:30:00+01:00");
    expect(zonedToIso("2026-01-01T09:30", "Europe/Lisbon")).toBe("2026-01-01T09:30:00+00:00");
    expect(zonedToIso("2026-07-01T09:30", "Asia/Kolkata")).toBe("2026-07-01T09:30:00+05:30");
    expect(zonedToIso("", "UTC")).toBe("");
    expect(zonedToIso("2026-07-01T09:30", "Mars/Olympus")).toBe("");
  });

  it("starts a new campaign at the next full hour, for a week, in business hours", () => {
    const v = defaultValues(new Date("2026-03-02T11:20:00Z"), "America/Sao_Paulo");
    expect(v.window).toMatchObject({ start: "2026-03-02T09:00", end: "2026-03-09T09:00", businessHours: true, days: [1, 2, 3, 4, 5] });
    expect(wallTime(new Date("2026-03-02T12:00:00Z"), "UTC")).toBe("2026-03-02T12:00");
  });
});

describe("the form's body", () => {
  it("is what the API takes: instants, business hours, nothing for the platform's SMTP or the templates' own page", () => {
    const parsed = campaignFormSchema.safeParse(values({ window: { ...values().window, days: [3, 1] } }));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      name: "Quarter one",
      templateIds: [T1],
      groupIds: [G1],
      memberIds: [],
      window: {
        start: "2026-03-02T09:00:00-03:00",
        end: "2026-03-09T09:00:00-03:00",
        timeZone: "America/Sao_Paulo",
        businessHours: { from: "09:00", to: "17:00", days: [1, 3] },
      },
      dueDays: 14,
    });
    expect(parsed.data).not.toHaveProperty("sendingProfileId", expect.anything());
    expect(campaignBody(values({ window: { ...values().window, businessHours: false } })).window.businessHours).toBe(false);
  });

  it("puts each refusal on the field that shows it", () => {
    const bad = values({
      name: "",
      templateIds: [],
      groupIds: [],
      window: { ...values().window, end: "2026-03-01T09:00", from: "18:00", to: "09:00" },
    });
    const parsed = campaignFormSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const byPath = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({
      name: "errors:required",
      templateIds: "phishing:errors.templateRequired",
      "window.end": "phishing:errors.windowOrder",
      "window.to": "phishing:errors.hoursOrder",
      groupIds: "phishing:errors.targetsRequired",
    });
  });

  it("maps the API's issue paths to the form's fields", () => {
    expect(formPath([])).toBe("groupIds");
    expect(formPath(["window", "businessHours", "days"])).toBe("window.days");
    expect(formPath(["templateIds", 2])).toBe("templateIds");
    expect(formPath(["dueDays"])).toBe("dueDays");
  });
});

describe("the summary line", () => {
  it("counts people picked one by one exactly, and with groups says up to", () => {
    expect(targetSummary([], ["a", "b"])).toEqual({ count: 2, exact: true });
    expect(targetSummary([{ memberCount: 10 }, { memberCount: 5 }], ["a"])).toEqual({ count: 16, exact: false });
  });
});
