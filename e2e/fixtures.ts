import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const PORT = Number(process.env.E2E_PORT ?? 3100);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/** Runs axe-core on the page as it is now; serious or critical violations fail the test. */
export async function expectAccessible(page: Page) {
  // colours are measured at rest, not halfway through a transition
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // evaluate() is not subject to the page's CSP, so the policy stays on during the test
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  });
  expect(
    violations.map(
      (v) =>
        `${v.id}: ${v.help} @ ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`)
          .join(" | ")}`,
    ),
  ).toEqual([]);
}

/** Every test fails on a script blocked by CSP, an uncaught error or a failed hydration. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        const text = m.text();
        if (m.type() === "error" && /Content Security Policy|Hydration|hydrat/i.test(text)) errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (interactive controls respond). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
