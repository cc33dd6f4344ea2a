import type { SeedTransaction } from "../../manifest.ts";

/** Scaffold: the templates part writes the library's upsert. */
export async function seedLibraryTemplates(tx: SeedTransaction) {
  void tx;
}
