import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface IssuedCertificate {
  key: string;
  cert: string;
}

/**
 * A certificate authority made for one test run with the system's openssl, and the leaf
 * certificates it signs, so HTTPS fixture servers on loopback verify like real sites.
 */
export function createTestCa(name = "Skill5 Test CA") {
  const dir = mkdtempSync(path.join(tmpdir(), "skill5-ca-"));
  const file = (f: string) => path.join(dir, f);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

  openssl("req", "-x509", ...ecKey, "-keyout", "ca.key", "-out", "ca.crt", "-days", "2", "-subj", `/CN=${name}`,
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign");
  let serial = 0;

  return {
    /** The CA's certificate (PEM), to trust. */
    cert: readFileSync(file("ca.crt"), "utf8"),
    /** A leaf for the given host names (DNS names or IP addresses), valid for `days`. */
    issue(hosts: string[], days = 1): IssuedCertificate {
      const id = `leaf-${++serial}`;
      const san = hosts.map((h) => (/^[\d.]+$|:/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(",");
      writeFileSync(file(`${id}.ext`), `subjectAltName=${san}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`);
      openssl("req", "-new", ...ecKey, "-keyout", `${id}.key`, "-out", `${id}.csr`, "-subj", `/CN=${hosts[0]}`);
      openssl("x509", "-req", "-in", `${id}.csr`, "-CA", "ca.crt", "-CAkey", "ca.key", "-set_serial", String(1000 + serial),
        "-days", String(days), "-extfile", `${id}.ext`, "-out", `${id}.crt`);
      return { key: readFileSync(file(`${id}.key`), "utf8"), cert: readFileSync(file(`${id}.crt`), "utf8") };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
