// Brotli (quality 11) and gzip (level 9) copies of every compressible file of the client
// build, written beside it (x.js.br, x.js.gz) and served by Accept-Encoding (server/web/static-files.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|ico|webmanifest|vtt)$/;
/** Below this a body fits in one TCP segment anyway; compressing it saves nothing. */
export const MIN_BYTES = 1024;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

export async function precompress(dir) {
  const files = walk(dir).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith(".map") && statSync(f).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (f) => {
      const raw = readFileSync(f);
      const [b, g] = await Promise.all([
        br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gz(raw, { level: 9 }),
      ]);
      if (b.length < raw.length) writeFileSync(`${f}.br`, b);
      if (g.length < raw.length) writeFileSync(`${f}.gz`, g);
    }),
  );
  return files.length;
}
