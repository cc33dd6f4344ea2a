import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestIdp {
  issuer: string;
  close(): Promise<void>;
  /** Logs in at the provider as `login` (its development login and consent forms) and returns the redirect back to the app. */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
}

const ACCOUNTS: Record<string, { email: string; name: string; email_verified: boolean }> = {
  "ana-sub": { email: "ana.fed@example.com", name: "Ana Federada", email_verified: true },
  "manager-sub": { email: "manager@acme.test", name: "Marina Costa", email_verified: true },
};

/** A real OpenID Connect provider on a loopback port, with one confidential client. */
export async function startTestIdp(redirectUris: string[], port = 0): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "skill5",
        client_secret: "skill5-test-secret",
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-cookie-key"] },
    async findAccount(_ctx, sub) {
      const a = ACCOUNTS[sub];
      if (!a) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...a }) };
    },
  });
  server.on("request", provider.callback());

  async function authorize(authorizationUrl: string, login: string) {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const keep = (res: Response) => {
      for (const sc of res.headers.getSetCookie()) {
        const [pair] = sc.split(";");
        const i = pair!.indexOf("=");
        jar.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
      });
      keep(res);
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next;
        url = next;
        init = {};
        continue;
      }
      const html = await res.text();
      const form = html.match(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/);
      if (!form) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 200)}`);
      const fields = new URLSearchParams();
      for (const input of form[2]!.matchAll(/<input[^>]*>/g)) {
        const name = input[0].match(/name="([^"]+)"/)?.[1];
        const value = input[0].match(/value="([^"]*)"/)?.[1] ?? "";
        if (name) fields.set(name, name === "login" ? login : name === "password" ? "any" : value);
      }
      url = new URL(form[1]!, url);
      init = { method: "POST", body: fields, headers: { "content-type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("the provider never redirected back");
  }

  return { issuer, authorize, close: () => new Promise((r) => server.close(() => r())) };
}
