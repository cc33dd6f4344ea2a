import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import {
  type BackupKind,
  backupKind,
  directoryListing,
  envKeys,
  gitConfigSections,
  type ListingServer,
  SERIOUS_BACKUPS,
} from "./content.ts";
import { couldNotCheck, finding } from "./finding.ts";
import { type Baseline, failed, found, type ProbeFailure, type Prober, type ProbeResult } from "./probe.ts";

/**
 * Files a site should never serve: its git repository's config (the way to download the whole
 * repository and its history), its .env (the application's secrets), backups left in the web
 * root, and directory listings. Each is asked for once, and found only when the content is what
 * its name says — the status alone never decides, and an answer identical to the site's answer to
 * a random path is the site's page for every path, not the file.
 */

export const GIT_CONFIG = "/.git/config";
export const ENV_FILE = "/.env";
export const BACKUP_PATHS = ["/backup.zip", "/backup.sql", "/db.sql", "/site.tar.gz", "/.DS_Store", "/wp-config.php.bak"] as const;
export const LISTING_PATHS = ["/images/", "/uploads/", "/files/"] as const;

export const POINTS = { git: -40, env: -40, backup: -40, dsStore: -5, listing: -20 } as const;

/** The first failure among the answers, when none of them found anything. */
const firstFailure = (results: ProbeResult[]) => results.find(failed) as ProbeFailure | undefined;

export async function gitConfigTest(prober: Prober, baseline: Baseline): Promise<ScanTest> {
  const id = "git-config";
  const res = await prober.get(GIT_CONFIG);
  if (failed(res)) return couldNotCheck(id, res);
  const sections = found(res, GIT_CONFIG, baseline) ? gitConfigSections(res.body, res.mediaType) : null;
  if (sections)
    return finding(id, id, "exposed", "fail", POINTS.git, { url: res.url, status: res.status, sections }, { url: res.url }, "block");
  return finding(id, id, "notExposed", "pass", 0, { url: res.url, status: res.status });
}

export async function envFileTest(prober: Prober, baseline: Baseline): Promise<ScanTest> {
  const id = "env-file";
  const res = await prober.get(ENV_FILE);
  if (failed(res)) return couldNotCheck(id, res);
  const keys = found(res, ENV_FILE, baseline) ? envKeys(res.body, res.mediaType) : null;
  if (keys) {
    const evidence = { url: res.url, status: res.status, variables: keys.slice(0, 20), count: keys.length };
    return finding(id, id, "exposed", "fail", POINTS.env, evidence, { url: res.url, variables: keys.slice(0, 5).join(", ") }, "block");
  }
  return finding(id, id, "notExposed", "pass", 0, { url: res.url, status: res.status });
}

export async function backupFilesTest(prober: Prober, baseline: Baseline): Promise<ScanTest> {
  const id = "backup-files";
  const results = await Promise.all(BACKUP_PATHS.map((path) => prober.get(path)));
  const exposed: { url: string; kind: BackupKind; bytes: number }[] = [];
  BACKUP_PATHS.forEach((path, i) => {
    const res = results[i]!;
    const kind = found(res, path, baseline) ? backupKind(res.body, res.mediaType) : null;
    if (kind && !failed(res)) exposed.push({ url: res.url, kind, bytes: res.body.length });
  });
  const serious = exposed.filter((e) => SERIOUS_BACKUPS.has(e.kind));
  const evidence = { checked: [...BACKUP_PATHS], exposed };
  if (serious.length)
    return finding(id, id, "exposed", "fail", POINTS.backup, evidence, { urls: serious.map((e) => e.url).join(", ") }, "remove");
  const failure = firstFailure(results);
  if (failure) return couldNotCheck(id, failure);
  if (exposed.length)
    return finding(id, id, "dsStore", "warning", POINTS.dsStore, evidence, { urls: exposed.map((e) => e.url).join(", ") }, "dsStore");
  return finding(id, id, "notExposed", "pass", 0, evidence, { checked: BACKUP_PATHS.length });
}

/** The home page is judged too (it is fetched anyway); the listing directories are asked for. */
export async function directoryListingTest(prober: Prober, baseline: Baseline, home: ProbeResult): Promise<ScanTest> {
  const id = "directory-listing";
  const results = await Promise.all(LISTING_PATHS.map((path) => prober.get(path)));
  const listed: { url: string; server: ListingServer }[] = [];
  const judged: [ProbeResult, string][] = [[home, "/"], ...results.map((r, i): [ProbeResult, string] => [r, LISTING_PATHS[i]!])];
  for (const [res, path] of judged) {
    if (failed(res) || res.status < 200 || res.status >= 300) continue;
    // the home page is a listing whatever other paths answer
    if (path !== "/" && !found(res, path, baseline)) continue;
    const server = directoryListing(res.body);
    if (server) listed.push({ url: res.url, server });
  }
  const evidence = { checked: ["/", ...LISTING_PATHS], listed };
  if (listed.length)
    return finding(id, id, "listed", "fail", POINTS.listing, evidence, { urls: listed.map((l) => l.url).join(", ") }, "disable");
  const failure = firstFailure([home, ...results]);
  if (failure) return couldNotCheck(id, failure);
  return finding(id, id, "notListed", "pass", 0, evidence);
}
