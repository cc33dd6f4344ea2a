import { sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import type { SeedContext } from "../../manifest.ts";
import { redirects, whitelabels, type Colors, type Logos, type Socials, type WhitelabelSettings } from "../schema.ts";

export interface TenantSeed {
  whitelabelSlug: string;
  name: string;
  domain: string | null;
  logos: Logos;
  colors: Colors;
  favicon: string | null;
  socials: Socials;
  settings: WhitelabelSettings;
  features: string[];
  isSkill5Layout: boolean;
  closedBeta: boolean;
  /** When the custom domain was proved (the demo's was proved the day it was seeded). */
  verifiedAt?: Date | null;
}

const ALL_FEATURES = [
  "scanners",
  "compliance",
  "basic-training",
  "training",
  "badges",
  "certificates",
  "progress-tracking",
  "team-management",
  "extra-members",
  "performance-reports",
  "import-csv",
  "department-assignment",
  "custom-programs",
  "create-courses",
];

/** The first-party brands and two customer brands, seeded on first start. */
export function tenantSeeds(productSlug: string): TenantSeed[] {
  return [
    {
      whitelabelSlug: "skill5",
      name: "Skill5",
      domain: null,
      logos: { horizontal: "/brand/skill5/logo-horizontal.svg", vertical: "/Logo.webp" },
      colors: { primary: "#0b5fd7", secondary: "#4b5563", tertiary: "#15803d", quaternary: "#f59e0b" },
      favicon: "/favicon.ico",
      socials: { linkedin: "https://www.linkedin.com/company/skill5" },
      settings: {},
      features: ALL_FEATURES,
      isSkill5Layout: true,
      closedBeta: false,
    },
    {
      whitelabelSlug: productSlug,
      name: "Shield",
      domain: null,
      logos: { horizontal: "/brand/shield/logo-horizontal.svg", vertical: "/brand/shield/logo.svg" },
      colors: { primary: "#4338ca", secondary: "#475569", tertiary: "#0f766e", quaternary: "#e11d48" },
      favicon: "/brand/shield/favicon.svg",
      socials: {},
      settings: {
        texts: {
          en: {
            slogan: "Security awareness in five minutes a day",
            description: "Cybersecurity training, website scanners and compliance tools for teams of every size.",
            keywords: ["cybersecurity training", "security awareness", "phishing", "LGPD", "GDPR", "ISO 27001"],
          },
          pt: {
            slogan: "Conscientização em segurança em cinco minutos por dia",
            description:
              "Treinamento em cibersegurança, scanners de sites e ferramentas de conformidade para equipes de todos os tamanhos.",
            keywords: ["treinamento em cibersegurança", "conscientização em segurança", "phishing", "LGPD", "GDPR", "ISO 27001"],
          },
        },
      },
      features: ALL_FEATURES,
      isSkill5Layout: false,
      closedBeta: true,
    },
    {
      whitelabelSlug: "acme",
      name: "Acme Academy",
      domain: "learn.acme.test",
      logos: { horizontal: "/brand/acme/logo-horizontal.svg", vertical: "/brand/acme/logo.svg" },
      colors: { primary: "#b42318", secondary: "#1f2937", tertiary: "#b45309", quaternary: "#0e7490" },
      favicon: "/brand/acme/favicon.svg",
      socials: { linkedin: "https://www.linkedin.com/company/acme" },
      settings: {
        texts: {
          en: {
            slogan: "Skills that keep Acme moving",
            description: "Acme Academy: short, practical courses for every Acme team, from safety on the shop floor to security online.",
            keywords: ["Acme Academy", "employee training", "security awareness", "micro-learning"],
            shareTitle: "Acme Academy: five-minute courses for every Acme team",
          },
          pt: {
            slogan: "Habilidades que mantêm a Acme em movimento",
            description:
              "Acme Academy: cursos curtos e práticos para todas as equipes da Acme, da segurança no chão de fábrica à segurança on-line.",
            keywords: ["Acme Academy", "treinamento de colaboradores", "conscientização em segurança", "microaprendizagem"],
            shareTitle: "Acme Academy: cursos de cinco minutos para todas as equipes da Acme",
          },
        },
        supportEmail: "academy-support@acme.test",
        contactEmail: "academy@acme.test",
      },
      features: ALL_FEATURES,
      isSkill5Layout: false,
      closedBeta: false,
      verifiedAt: new Date(),
    },
    {
      // a second customer, whose managers try out their own brand at /my-company/settings/whitelabel
      whitelabelSlug: "globex",
      name: "Globex Learning",
      domain: null,
      logos: {},
      colors: { primary: "#0f766e", secondary: "#334155", tertiary: "#7c3aed" },
      favicon: null,
      socials: {},
      settings: { texts: { en: { slogan: "Five minutes a day, every Globex team" } }, supportEmail: "learning@globex.test" },
      features: ALL_FEATURES,
      isSkill5Layout: false,
      closedBeta: false,
    },
  ];
}

/** The first-party and demo tenants, and the redirects the demo shows (Acme's own and a platform one); never overwrites an edited tenant. */
export async function seedTenancy(tx: Tx, ctx: SeedContext) {
  for (const t of tenantSeeds(ctx.productSlug)) {
    await tx.insert(whitelabels).values(t).onConflictDoNothing({ target: whitelabels.whitelabelSlug });
  }
  const [acme] = await tx
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(sql`${whitelabels.whitelabelSlug} = 'acme'`);
  if (acme) {
    await tx
      .insert(redirects)
      .values({ whitelabelId: acme.id, path: "/academy", target: "/training", status: 302 })
      .onConflictDoNothing({ target: [redirects.whitelabelId, redirects.path], where: sql`whitelabel_id is not null` });
  }
  await tx
    .insert(redirects)
    .values({ whitelabelId: null, path: "/courses", target: "/training/courses", status: 301 })
    .onConflictDoNothing({ target: redirects.path, where: sql`whitelabel_id is null` });
}
