import { expect } from "vitest";
import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";

/** Acme's own compliance framework (imported and adopted), one of its requirements, and a piece of evidence. */
export const sweepFixtures: SweepFixtures = async ({ t, host, manager }) => {
  const framework = new FormData();
  framework.append(
    "file",
    new Blob([
      JSON.stringify({
        slug: "acme-sweep-controls",
        name: { en: "Acme controls" },
        version: "1",
        publisher: "Acme",
        licence: { en: "Internal." },
        groups: [{ code: "G", title: { en: "Group" }, requirements: [{ code: "C-1", title: { en: "Control" } }] }],
      }),
    ]),
    "controls.json",
  );
  expect((await t.req("/api/compliance/frameworks", { ...withCookie(manager, { method: "POST", body: framework }), host })).status).toBe(
    201,
  );
  expect(
    (await t.req("/api/compliance/adoptions", { ...withCookie(manager, jsonBody({ slug: "acme-sweep-controls" })), host })).status,
  ).toBe(201);
  const evidence = await t.req("/api/compliance/evidence/links", {
    ...withCookie(manager, jsonBody({ title: "Acme only", url: "https://wiki.acme.test/x", requirementIds: ["acme-sweep-controls:C-1"] })),
    host,
  });
  const evidenceId = ((await evidence.json()) as { id: string }).id;
  return {
    ids: {
      "compliance-framework": "acme-sweep-controls",
      "compliance-requirement": "acme-sweep-controls:C-1",
      "compliance-evidence": evidenceId,
    },
  };
};
