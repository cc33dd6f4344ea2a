import { randomInt } from "node:crypto";
import dgram from "node:dgram";
import { isIPv6 } from "node:net";
import type { DnsServerAddress, Lookup } from "../dns-client.ts";

/**
 * Two DNS questions node:dns cannot ask: DS and DNSKEY (Node 20's Resolver knows neither type and
 * never shows the AD flag). The DNSSEC check sends them itself, over UDP, to the same resolver
 * the other checks use. It asks with EDNS (a 1232-byte answer fits DS and DNSKEY sets without
 * signatures) and with the AD bit set, which asks a validating resolver to say whether it
 * validated the answer (RFC 6840 §5.7). A truncated answer is "could not check", not "unsigned".
 */

export type DnssecType = "DS" | "DNSKEY";
export type WireServer = DnsServerAddress;

const TYPES: Record<DnssecType, number> = { DS: 43, DNSKEY: 48 };
const RCODES: Record<number, string> = { 1: "EFORMERR", 2: "ESERVFAIL", 4: "ENOTIMP", 5: "EREFUSED" };

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, "").split(".").filter(Boolean);
  const parts: Buffer[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label, "ascii");
    if (bytes.length > 63) throw new RangeError(`label too long in ${name}`);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

export function buildQuery(id: number, name: string, type: number): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x0100 | 0x0020, 2); // RD, AD
  header.writeUInt16BE(1, 4); // one question
  header.writeUInt16BE(1, 10); // one additional: the OPT record
  const question = Buffer.alloc(4);
  question.writeUInt16BE(type, 0);
  question.writeUInt16BE(1, 2); // IN
  const opt = Buffer.from([0, 0, 41, 0x04, 0xd0, 0, 0, 0, 0, 0, 0]); // root, OPT, 1232 bytes, no flags, no data
  return Buffer.concat([header, encodeName(name), question, opt]);
}

function skipName(msg: Buffer, offset: number): number {
  for (let i = offset; i < msg.length;) {
    const len = msg[i]!;
    if (len === 0) return i + 1;
    if ((len & 0xc0) === 0xc0) return i + 2; // a compression pointer ends the name
    i += len + 1;
  }
  throw new RangeError("name runs past the message");
}

export interface WireAnswer {
  id: number;
  truncated: boolean;
  authenticated: boolean;
  rcode: number;
  records: Buffer[];
}

/** Reads the header and the answer records of `type` (CNAMEs and signatures are skipped). */
export function parseAnswer(msg: Buffer, type: number): WireAnswer {
  if (msg.length < 12) throw new RangeError("short message");
  const flags = msg.readUInt16BE(2);
  const qd = msg.readUInt16BE(4);
  const an = msg.readUInt16BE(6);
  let offset = 12;
  for (let i = 0; i < qd; i++) offset = skipName(msg, offset) + 4;
  const records: Buffer[] = [];
  for (let i = 0; i < an; i++) {
    offset = skipName(msg, offset);
    if (offset + 10 > msg.length) throw new RangeError("record runs past the message");
    const rrType = msg.readUInt16BE(offset);
    const length = msg.readUInt16BE(offset + 8);
    const data = msg.subarray(offset + 10, offset + 10 + length);
    if (data.length !== length) throw new RangeError("record data runs past the message");
    if (rrType === type) records.push(Buffer.from(data));
    offset += 10 + length;
  }
  return {
    id: msg.readUInt16BE(0),
    truncated: (flags & 0x0200) !== 0,
    authenticated: (flags & 0x0020) !== 0,
    rcode: flags & 0x000f,
    records,
  };
}

function askOnce(server: WireServer, query: Buffer, id: number, type: number, timeoutMs: number): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket(isIPv6(server.address) ? "udp6" : "udp4");
    const done = (fn: () => void) => {
      clearTimeout(timer);
      socket.close();
      fn();
    };
    const timer = setTimeout(() => done(() => reject(Object.assign(new Error("no answer in time"), { code: "ETIMEOUT" }))), timeoutMs);
    socket.on("error", (e) => done(() => reject(e)));
    socket.on("message", (msg, from) => {
      // anything but the answer to this question, from this server, is ignored (spoofing, late replies)
      if (from.port !== server.port || msg.length < 2 || msg.readUInt16BE(0) !== id) return;
      try {
        const answer = parseAnswer(msg, type);
        done(() => resolve(answer));
      } catch (e) {
        done(() => reject(Object.assign(e as Error, { code: "EBADRESP" })));
      }
    });
    socket.send(query, server.port, server.address, (e) => {
      if (e) done(() => reject(e));
    });
  });
}

/** Asks each server in turn (`tries` rounds) for DS or DNSKEY records of `name`. */
export async function queryWire(
  servers: WireServer[],
  name: string,
  rrtype: DnssecType,
  options: { timeoutMs: number; tries: number },
): Promise<Lookup<Buffer> & { authenticated?: boolean }> {
  const type = TYPES[rrtype];
  let lastCode = "ECONNREFUSED";
  let query: Buffer;
  try {
    query = buildQuery(0, name, type);
  } catch {
    return { status: "error", code: "EBADNAME" };
  }
  for (let round = 0; round < Math.max(1, options.tries); round++) {
    for (const server of servers) {
      const id = randomInt(0, 0x10000);
      query.writeUInt16BE(id, 0);
      try {
        const answer = await askOnce(server, query, id, type, options.timeoutMs);
        if (answer.truncated) return { status: "error", code: "ETRUNCATED" };
        if (answer.rcode === 3) return { status: "nxdomain" };
        if (answer.rcode !== 0) {
          lastCode = RCODES[answer.rcode] ?? `ERCODE${answer.rcode}`;
          continue;
        }
        return answer.records.length
          ? { status: "found", records: answer.records, authenticated: answer.authenticated }
          : { status: "nodata" };
      } catch (e) {
        lastCode = (e as NodeJS.ErrnoException).code ?? "EUNKNOWN";
      }
    }
  }
  return { status: "error", code: lastCode };
}
