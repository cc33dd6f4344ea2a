import { Resolver } from "node:dns/promises";

export interface Dns {
  /** The TXT strings published at `name` (each record's chunks joined); [] when there are none. */
  txt(name: string): Promise<string[]>;
}

const ABSENT = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN"]);

/** Real DNS look-ups, through the configured servers or the system's, with a time limit. */
export function createDns(servers: string[], timeoutMs = 5000): Dns {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return {
    async txt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
      } catch (e) {
        if (ABSENT.has((e as NodeJS.ErrnoException).code ?? "")) return [];
        throw e;
      }
    },
  };
}
