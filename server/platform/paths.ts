import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root folder (where package.json is), found from this module's location so
 * it holds both for the sources (server/platform/) and for the compiled server (build/node/).
 */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
})();

/** A path under the project's root: projectPath("contract", "i18n"). */
export const projectPath = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
