import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets kept at rest (the LTI tool's private keys, a company's SMTP and IMAP passwords) are
 * sealed: AES-256-GCM under a key derived (HKDF-SHA256) from the platform's secret (SESSION_SECRET,
 * or the one kept in the database) and the purpose, so one purpose's key never opens another's.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealer(secret: string, salt: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, salt, purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    open(sealed: string): string {
      const [, iv, tag, body] = sealed.split(".");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv!, "base64url"));
      decipher.setAuthTag(Buffer.from(tag!, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body!, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
export type Sealer = ReturnType<typeof sealer>;
