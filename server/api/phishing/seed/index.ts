import type { SeedHook } from "../../manifest.ts";

/** The library's templates (updated in place by slug) and, on the demo, Acme's finished campaign. */
export const seedPhishing: SeedHook = async () => {};
