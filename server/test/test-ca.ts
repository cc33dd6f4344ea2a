import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface IssuedCertificate {
  key: string;
  cert: string;
}

export type TestKeyType = "ec256" | "ec384" | "rsa1024" | "rsa2048";

export interface LeafOptions {
  /** DNS names or IP addresses, in the subjectAltName; the first is the subject's CN too. */
  hosts: string[];
  /** Validity as offsets from now in days; may be negative (an expired certificate) or both in the future (not yet valid). */
  notBeforeDays?: number;
  notAfterDays?: number;
  key?: TestKeyType;
  /** The digest of the issuer's signature (sha1 makes the weak signature browsers refuse). */
  digest?: "sha256" | "sha1";
  /** An Authority Information Access "CA Issuers" URL, where clients may fetch the issuer. */
  caIssuersUrl?: string;
}

export interface TestAuthority {
  /** The authority's certificate (PEM), to trust (a root) or to send along (an intermediate). */
  cert: string;
  /** The same in DER, as an AIA URL serves it. */
  der: Buffer;
  /** A leaf for the given host names (DNS names or IP addresses), valid for `days`. */
  issue(hosts: string[], days?: number): IssuedCertificate;
  /** A leaf with the dates, key, digest and extensions asked for. */
  issueLeaf(options: LeafOptions): IssuedCertificate;
  /** An OCSP response saying "good" for a leaf this authority issued with issueLeaf, as a server staples it. */
  ocspResponse(leafCert: string): Buffer;
  /** An intermediate authority under this one. */
  intermediate(name: string): TestAuthority;
}

const KEY_ARGS: Record<TestKeyType, string[]> = {
  ec256: ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
  ec384: ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:secp384r1"],
  rsa1024: ["-newkey", "rsa:1024"],
  rsa2048: ["-newkey", "rsa:2048"],
};

// `openssl ca` takes -startdate/-enddate (OpenSSL 3.0's x509 has only -days, never in the past)
// and keeps the index an OCSP responder answers from.
const CA_CONFIG = `[ca]
default_ca = test
[test]
database = index.txt
new_certs_dir = .
serial = serial
policy = any
unique_subject = no
email_in_dn = no
[any]
commonName = supplied
`;

const stamp = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";

/**
 * A certificate authority made for one test run with the system's openssl, and the leaf
 * certificates it signs, so HTTPS fixture servers on loopback verify like real sites. Besides
 * plain leaves it makes the broken ones a TLS scanner must recognise: expired, not yet valid,
 * small RSA keys, SHA-1 signatures, leaves under an intermediate, self-signed certificates.
 */
export function createTestCa(name = "Skill5 Test CA") {
  const dir = mkdtempSync(path.join(tmpdir(), "skill5-ca-"));
  const file = (f: string) => path.join(dir, f);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const ecKey = [...KEY_ARGS.ec256, "-nodes"];
  writeFileSync(file("ca.cnf"), CA_CONFIG);
  writeFileSync(file("index.txt"), "");
  writeFileSync(file("serial"), "1000\n");
  let serial = 0;
  const next = (prefix: string) => `${prefix}-${++serial}`;

  function authority(keyFile: string, certFile: string): TestAuthority {
    const sign = (id: string, o: { ext: string; start: number; end: number; digest: string }) => {
      writeFileSync(file(`${id}.ext`), o.ext);
      openssl(
        "ca",
        "-batch",
        "-config",
        "ca.cnf",
        "-cert",
        certFile,
        "-keyfile",
        keyFile,
        "-in",
        `${id}.csr`,
        "-out",
        `${id}.crt`,
        "-startdate",
        stamp(o.start),
        "-enddate",
        stamp(o.end),
        "-md",
        o.digest,
        "-extfile",
        `${id}.ext`,
        "-notext",
      );
    };
    const self: TestAuthority = {
      cert: readFileSync(file(certFile), "utf8"),
      der: execFileSync("openssl", ["x509", "-in", certFile, "-outform", "DER"], { cwd: dir }),
      issue(hosts, days = 1) {
        const id = next("leaf");
        const san = hosts.map((h) => (/^[\d.]+$|:/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(",");
        writeFileSync(
          file(`${id}.ext`),
          `subjectAltName=${san}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
        );
        openssl("req", "-new", ...ecKey, "-keyout", `${id}.key`, "-out", `${id}.csr`, "-subj", `/CN=${hosts[0]}`);
        openssl(
          "x509",
          "-req",
          "-in",
          `${id}.csr`,
          "-CA",
          certFile,
          "-CAkey",
          keyFile,
          "-set_serial",
          String(1000 + serial),
          "-days",
          String(days),
          "-extfile",
          `${id}.ext`,
          "-out",
          `${id}.crt`,
        );
        return { key: readFileSync(file(`${id}.key`), "utf8"), cert: readFileSync(file(`${id}.crt`), "utf8") };
      },
      issueLeaf(o) {
        const id = next("leaf");
        const san = o.hosts.map((h) => (/^[\d.]+$|:/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(",");
        const rsa = o.key?.startsWith("rsa");
        const ext = [
          `subjectAltName=${san}`,
          "basicConstraints=critical,CA:FALSE",
          `keyUsage=critical,digitalSignature${rsa ? ",keyEncipherment" : ""}`,
          "extendedKeyUsage=serverAuth",
          ...(o.caIssuersUrl ? [`authorityInfoAccess=caIssuers;URI:${o.caIssuersUrl}`] : []),
        ];
        openssl(
          "req",
          "-new",
          ...KEY_ARGS[o.key ?? "ec256"],
          "-nodes",
          "-keyout",
          `${id}.key`,
          "-out",
          `${id}.csr`,
          "-subj",
          `/CN=${o.hosts[0]}`,
        );
        sign(id, { ext: `${ext.join("\n")}\n`, start: o.notBeforeDays ?? -1, end: o.notAfterDays ?? 90, digest: o.digest ?? "sha256" });
        return { key: readFileSync(file(`${id}.key`), "utf8"), cert: readFileSync(file(`${id}.crt`), "utf8") };
      },
      ocspResponse(leafCert) {
        const id = next("ocsp");
        writeFileSync(file(`${id}.pem`), leafCert);
        openssl("ocsp", "-issuer", certFile, "-cert", `${id}.pem`, "-no_nonce", "-reqout", `${id}.req`);
        openssl(
          "ocsp",
          "-index",
          "index.txt",
          "-CA",
          certFile,
          "-rsigner",
          certFile,
          "-rkey",
          keyFile,
          "-reqin",
          `${id}.req`,
          "-respout",
          `${id}.der`,
          "-ndays",
          "1",
        );
        return readFileSync(file(`${id}.der`));
      },
      intermediate(subName) {
        const id = next("sub");
        openssl("req", "-new", ...ecKey, "-keyout", `${id}.key`, "-out", `${id}.csr`, "-subj", `/CN=${subName}`);
        sign(id, {
          ext: "basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\n",
          start: -1,
          end: 365,
          digest: "sha256",
        });
        return authority(`${id}.key`, `${id}.crt`);
      },
    };
    return self;
  }

  openssl(
    "req",
    "-x509",
    ...ecKey,
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-days",
    "2",
    "-subj",
    `/CN=${name}`,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  const root = authority("ca.key", "ca.crt");

  return {
    ...root,
    /** A certificate signed by its own key, as a server's default configuration often has. */
    selfSigned(hosts: string[], days = 90): IssuedCertificate {
      const id = next("self");
      const san = hosts.map((h) => `DNS:${h}`).join(",");
      openssl(
        "req",
        "-x509",
        ...ecKey,
        "-keyout",
        `${id}.key`,
        "-out",
        `${id}.crt`,
        "-days",
        String(days),
        "-subj",
        `/CN=${hosts[0]}`,
        "-addext",
        `subjectAltName=${san}`,
        "-addext",
        "basicConstraints=critical,CA:FALSE",
      );
      return { key: readFileSync(file(`${id}.key`), "utf8"), cert: readFileSync(file(`${id}.crt`), "utf8") };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
