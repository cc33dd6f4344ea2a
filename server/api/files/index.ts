import type { Storage } from "../../platform/storage.ts";
import type { Area } from "../area.ts";
import { filesRoutes } from "./routes.ts";

/** Stored files (uploads kept by platform/storage.ts), served to the tenant they belong to. */
export function createFilesArea(storage: Storage) {
  const area: Area = { name: "files", routes: [filesRoutes(storage)] };
  return { area };
}
