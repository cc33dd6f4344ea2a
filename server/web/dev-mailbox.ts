import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { AppEnv } from "../platform/env.ts";
import type { TenantScope } from "../platform/scope.ts";
import { scopeOf } from "../platform/request-scope.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The development mailbox (only while no SMTP server is configured): the host's tenant's
 * outgoing e-mails, newest first. /api/dev/outbox gives the same as JSON.
 */
export function devMailbox(db: Db) {
  const list = ({ tenantId }: TenantScope, to?: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? and(eq(mailOutbox.whitelabelId, tenantId), eq(mailOutbox.to, to.toLowerCase())) : eq(mailOutbox.whitelabelId, tenantId))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
  return new Hono<AppEnv>()
    .get("/api/dev/outbox", async (c) => {
      const rows = await list(scopeOf(c, "tenant"), c.req.query("to"));
      return c.json({
        data: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          template: m.template,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      });
    })
    .get("/dev/mailbox/:id{[0-9a-f-]{36}}", async (c) => {
      const [m] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, c.req.param("id")), eq(mailOutbox.whitelabelId, c.get("tenant").id)));
      if (!m) return c.text("Not found", 404);
      c.header("Content-Security-Policy", "default-src 'none'; img-src * data:; style-src 'unsafe-inline'");
      return c.html(m.html);
    })
    .get("/dev/mailbox", async (c) => {
      const rows = await list(scopeOf(c, "tenant"), c.req.query("to"));
      const items = rows
        .map(
          (m) =>
            `<li><article><h2><a href="/dev/mailbox/${m.id}">${esc(m.subject)}</a></h2><p>To <strong>${esc(m.to)}</strong> · ${m.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC · ${m.status}</p><pre>${esc(m.text)}</pre></article></li>`,
        )
        .join("");
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111827}li{list-style:none;border:1px solid #d1d5db;border-radius:.75rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem;border-radius:.5rem}a{color:#1d4ed8}</style></head>
<body><main><h1>Development mailbox</h1><p>E-mails this tenant sent while no SMTP server is configured (SMTP_URL). Newest first; reload to see new ones.</p><ul>${items || "<li>No e-mail yet.</li>"}</ul></main></body></html>`);
    });
}
