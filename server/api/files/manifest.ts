import { files } from "../../../contract/areas/files.ts";
import { defineManifest } from "../manifest.ts";
import { createFilesArea } from "./index.ts";

/** Files: uploads served back (brand logos, evidence) from the storage in use. */
export const filesManifest = defineManifest({
  name: "files",
  declaration: files,
  create: createFilesArea,
});
