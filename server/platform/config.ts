import { isIP } from "node:net";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A comma-separated list: its items trimmed, empty ones left out. */
const commaList = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** What dns.Resolver#setServers takes: 1.2.3.4, 1.2.3.4:53, ::1 or [::1]:53 (an address, not a name). */
function isDnsServer(v: string): boolean {
  const m = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(v) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(v);
  if (!m) return isIP(v) === 6;
  const port = m[2] === undefined ? 53 : Number(m[2]);
  return isIP(m[1]!) !== 0 && port >= 1 && port <= 65535;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "must be a bare host name such as example.com or localhost")
    .default("localhost"),
  PUBLIC_URL: z.url({ message: "must be an absolute URL such as http://localhost:3000" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Skill5 <no-reply@skill5.localhost>"),
  /** Development mailbox at /dev/mailbox; on by default only while no SMTP_URL is set. */
  DEV_MAILBOX: z.enum(["true", "false", ""]).optional(),
  /** Ceiling of the captcha's proof-of-work search (§9: at most 1,000,000). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(1_000_000).default(50_000),
  /** Signing key for session tokens and captchas; generated and stored in the database when unset. */
  SESSION_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_MICROSOFT_CLIENT_ID: z.string().optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().optional(),
  /** Microsoft Entra tenant id (a single organisation's directory). */
  OIDC_MICROSOFT_TENANT: z.string().optional(),
  OIDC_ISSUER: z
    .url({ message: "must be the issuer URL of an OpenID Connect provider" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default("Single sign-on"),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
    .default("shield"),
  TRUST_PROXY: z.string().default("").transform(commaList),
  /** DNS servers (host or host:port, comma-separated) for domain verification; the system's when unset. */
  DNS_SERVERS: z.string().default("").transform(commaList),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Outbound requests to URLs that users give (docs/decisions/0029-safe-outbound-requests.md).
   * true lifts the address rule (loopback, private, link-local, ... become reachable; cloud
   * metadata addresses never do): intranet installations and tests only.
   */
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: bool,
  /** One DNS server (an IP address, optional port) for the scanners' DNS checks and outbound look-ups; the system's resolver when unset. */
  SCANNER_DNS_SERVER: z
    .string()
    .refine(isDnsServer, "must be an IP address with an optional port, such as 127.0.0.1:5353, 1.1.1.1 or [::1]:53")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Redirects an outbound request follows, each judged anew (at most 5). */
  OUTBOUND_MAX_REDIRECTS: z.coerce.number().int().min(0).max(5).default(5),
  /** Time to connect (TLS handshake included), in milliseconds. */
  OUTBOUND_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Time for a whole outbound request, redirects included, in milliseconds. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** Largest response body read, in bytes (default 5 MiB). */
  OUTBOUND_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(5_242_880),
  /** Largest response header block, in bytes (default 32 KiB). */
  OUTBOUND_MAX_HEADER_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(32_768),
  /**
   * The content creator's "draft from outline" (issue 27): an OpenAI-compatible endpoint
   * (`<base>/v1/chat/completions`), its key and model; all three set, or the button explains how
   * to enable it. The operator's address is trusted as configured (loopback and intranet included).
   */
  LLM_BASE_URL: z
    .url({ message: "must be the base URL of an OpenAI-compatible API" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /**
   * The assistants (issue 29): an embeddings model on the same OpenAI-compatible endpoint
   * (`<base>/v1/embeddings`); when set, the passages full-text search found are reranked by
   * the similarity of their embeddings to the question's.
   */
  LLM_EMBEDDINGS_MODEL: z.string().optional(),
  /** Days the assistants' exchanges are kept (the person's conversations and the managers' log). */
  ASSISTANT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Whether passages naming other people (members' names, e-mail addresses) may be sent to the configured model. */
  ASSISTANT_SHARE_PERSONAL_DATA: bool,
  /**
   * Phishing simulation (issue 30): the SMTP server simulations go through when a campaign names
   * no sending profile of its own (default: SMTP_URL). With neither set, simulations go to the
   * development mailbox while it is on, and nowhere else.
   */
  PHISHING_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The From address's domain of simulations sent through the platform's SMTP (an invented look-alike you own and allow-list). */
  PHISHING_FROM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "must be a bare domain such as notices.example.com")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Simulations per minute through the platform's SMTP. */
  PHISHING_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(600),
  /**
   * The platform's reporting mailbox (IMAP) for companies without one of their own:
   * imaps://user:password@host:993/INBOX (or imap:// with STARTTLS), and its address people forward to.
   */
  PHISHING_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\//, "must be an imap:// or imaps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PHISHING_REPORT_ADDRESS: z
    .email({ message: "must be an e-mail address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Scans one process runs at once (docs/decisions/0031-scan-queue.md). */
  SCANNER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Scans of one tenant running at once, across processes; the rest wait their turn in the queue. */
  SCANNER_TENANT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Seconds before the same host may be scanned again on request, whoever asks (default 300: 5 minutes). */
  SCANNER_TARGET_INTERVAL: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Free public scans one client address may start in an hour. */
  SCANNER_PUBLIC_SCANS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Sign-in and sign-up codes one client address may ask for in 10 minutes, across tenants.
   * Raise it when many people share one address (an office behind one NAT, a test run).
   */
  OTP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * How long (seconds) a checked session, its viewer and a visitor's course page are remembered
   * across requests; any write in this process forgets them at once (decision 0038). 0 reads
   * everything afresh on every request.
   */
  SESSION_MEMO_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Codes one e-mail address may ask for on a tenant in 10 minutes. */
  OTP_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(6),
  /**
   * The share of a referred customer's first paid invoice its affiliate earns (0 to 1, at most
   * four decimals; 0.2 is 20 %). A commission keeps the rate it was earned at.
   */
  REFERRAL_COMMISSION_RATE: z.coerce
    .number()
    .min(0, "must be between 0 and 1")
    .max(1, "must be between 0 and 1")
    .refine((r) => Math.abs(r * 10_000 - Math.round(r * 10_000)) < 1e-6, "must have at most four decimals (0.2 is 20 %)")
    .default(0.2),
  /**
   * S3-compatible object storage for uploads (AWS S3, MinIO, R2, ...). Unset: files live on
   * local disk under DATA_DIR/files (one instance, or a shared volume).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The service's address when it is not AWS (MinIO, R2, ...). */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: "must be the storage service's URL, such as http://minio:9000" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Without a key pair, the SDK's own chain (environment, instance or task role) is used. */
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted services. */
  S3_FORCE_PATH_STYLE: bool,
  /**
   * Usage tracker (docs/decisions/0026-usage-tracker.md). Unset: on, each site's pages send to its
   * own POST /api/collect with the site's slug as website id; `off`: no tracking at all. With
   * ANALYTICS_HOST (an Umami server), the website id Umami gave (without one the tracker stays off).
   */
  ANALYTICS_WEBSITE_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/, "must be letters, digits, dots, dashes or underscores (an Umami website id, or off)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** An Umami server that receives the hits instead of this one (POST {host}/api/send). */
  ANALYTICS_HOST: z
    .url({ protocol: /^https?$/, message: "must be the analytics server's URL, such as https://umami.example.com" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Host names the tracker runs on, comma-separated (`*.example.com` for every sub-domain); empty: all. */
  ANALYTICS_DOMAINS: z
    .string()
    .default("")
    .transform((v) => commaList(v.toLowerCase()))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/, "must be host names such as learn.example.com or *.example.com"))),
  /** The tracker stays off on localhost and *.localhost (default false, so local runs and the journeys see it). */
  ANALYTICS_IGNORE_LOCALHOST: bool,
  /**
   * Stripe (docs/decisions/0028-billing.md). With a secret key, plans are sold through Stripe
   * Checkout and the Billing Portal, and Stripe's events reach POST /api/payment-gateway/webhook;
   * without one, the built-in test gateway sells them.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, "must be a Stripe secret key (sk_live_..., sk_test_...) or restricted key (rk_...)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The signing secret of the webhook endpoint {site}/api/payment-gateway/webhook (Stripe Dashboard > Developers > Webhooks). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Another address for Stripe's API (the tests' emulator): scheme, host and port only. Unset: api.stripe.com. */
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, "must be a scheme, host and port only, such as http://127.0.0.1:12111")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * What Stripe Checkout may offer for BRL, comma-separated (USD is always card). Stripe shows
   * those of them the account has activated and offers in subscription mode: boleto on a
   * Brazilian account, pix (Pix Automatico) on an account elsewhere.
   */
  STRIPE_BRL_PAYMENT_METHODS: z
    .string()
    .default("card,boleto,pix")
    .transform((v) => [...new Set(commaList(v.toLowerCase()))])
    .pipe(
      z
        .array(z.enum(["card", "boleto", "pix"], { message: "must list card, boleto or pix, comma-separated" }))
        .min(1, "must list at least one of card, boleto, pix"),
    ),
  /**
   * Who sells, as receipts print it: the company that takes the payments (the Stripe account's
   * or the operator's), whichever site sold the plan. The defaults are the demo's.
   */
  BILLING_SELLER_NAME: z
    .string()
    .trim()
    .min(1, "must name the company that takes the payments")
    .max(200)
    .default("Skill5 Tecnologia Ltda."),
  /** Its address on one line; the receipt wraps it. */
  BILLING_SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1, "must be the seller's address")
    .max(300)
    .default("Av. Paulista, 1000, 10º andar, Bela Vista, São Paulo - SP, 01310-100, Brasil"),
  /** Its tax id as it should read (CNPJ ..., EIN ..., VAT ...); empty leaves the line out. */
  BILLING_SELLER_TAX_ID: z.string().trim().max(60).default("CNPJ 12.345.678/0001-95"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: bool.default(true as never),
});

export type Config = Omit<z.infer<typeof schema>, "PUBLIC_URL" | "DEV_MAILBOX"> & { PUBLIC_URL: string; DEV_MAILBOX: boolean };

/** Reads and validates the environment once; exits with a readable list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
  }
  const c = parsed.data;
  if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither\nSee .env.example for every setting.",
    );
  }
  if (!!c.STRIPE_SECRET_KEY !== !!c.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither (without the webhook's secret no payment would reach the site)\nSee .env.example for every setting.",
    );
  }
  const seed = env.SEED_DEMO === undefined ? true : c.SEED_DEMO;
  return {
    ...c,
    SEED_DEMO: seed,
    DEV_MAILBOX: c.DEV_MAILBOX ? c.DEV_MAILBOX === "true" : !c.SMTP_URL,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${c.BASE_DOMAIN}:${c.PORT}`).replace(/\/$/, ""),
  };
}
