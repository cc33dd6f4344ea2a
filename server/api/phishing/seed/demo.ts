import type { SeedTransaction } from "../../manifest.ts";

/** Scaffold: the results part writes Acme's finished demo campaign. */
export async function seedPhishingDemo(tx: SeedTransaction) {
  void tx;
}
