import type { SeedHook } from "../../manifest.ts";
import { seedLibraryTemplates } from "../templates/seed-library.ts";
import { seedPhishingDemo } from "./demo.ts";

/** The library's templates (updated in place by slug), then, on the demo, Acme's finished campaign. */
export const seedPhishing: SeedHook = async (tx) => {
  await seedLibraryTemplates(tx);
  await seedPhishingDemo(tx);
};
