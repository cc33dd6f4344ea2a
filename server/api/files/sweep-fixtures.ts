import { uploadKey } from "../../platform/storage.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";

/** A file Acme uploaded (the whitelabel area stores logos this way). */
export const sweepFixtures: SweepFixtures = async ({ t, acme }) => {
  const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
  const fileKey = uploadKey({ tenantId: acme.id }, "whitelabel", logo, "png");
  await t.services.storage.put(fileKey, logo, "image/png");
  return { ids: { file: fileKey }, ownTenantReads: [{ path: (ids) => `/api/files/${ids.file}` }] };
};
