import type { SweepFixtures } from "../../test/sweep-fixtures.ts";

/** Acme itself; its public settings are anyone's to read. */
export const sweepFixtures: SweepFixtures = async () => ({ ids: { tenant: "acme" }, publicByDesign: ["tenant-public"] });
