import { readdirSync } from "node:fs";
import { and, eq, isNull } from "drizzle-orm";
import { courseContentSchema, isMultiple, type CourseContent } from "../../../../contract/course-content.ts";
import type { Db } from "../../../db/client.ts";
import { projectPath } from "../../../platform/paths.ts";
import { areas, courseTranslations, courses, programCourses, programs } from "../schema.ts";

const AREA_SEED = [
  {
    slug: "cybersecurity",
    position: 0,
    names: { en: "Cybersecurity awareness", pt: "Conscientização em cibersegurança" },
    descriptions: {
      en: "Spot and stop the attacks that reach people: phishing, scams, ransomware and more.",
      pt: "Reconheça e impeça os ataques que chegam às pessoas: phishing, golpes, ransomware e mais.",
    },
  },
  {
    slug: "privacy-compliance",
    position: 1,
    names: { en: "Privacy and compliance", pt: "Privacidade e conformidade" },
    descriptions: {
      en: "Handle personal data the way LGPD and GDPR expect, every day.",
      pt: "Trate dados pessoais como a LGPD e o GDPR esperam, no dia a dia.",
    },
  },
  {
    slug: "professional-skills",
    position: 2,
    names: { en: "Professional skills", pt: "Habilidades profissionais" },
    descriptions: {
      en: "Communication, feedback and focus: the skills every job needs.",
      pt: "Comunicação, feedback e foco: as habilidades que todo trabalho exige.",
    },
  },
];

const contentDir = projectPath("server", "api", "learning", "seed", "content");

/** Every library course file, validated (a broken file stops the start with its path and problem). */
export async function loadLibraryContent(): Promise<CourseContent[]> {
  const files = readdirSync(contentDir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  const out: CourseContent[] = [];
  for (const f of files) {
    // a relative template import, so the compiled server carries the same files (build/node)
    const mod = (await import(`./content/${f}`)) as { default: unknown };
    const parsed = courseContentSchema.safeParse(mod.default);
    if (!parsed.success)
      throw new Error(`Course ${f} is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    out.push(parsed.data);
  }
  return out;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const LIBRARY_PROGRAMS = [
  {
    slug: "security-awareness-essentials",
    titles: { en: "Security awareness essentials", pt: "Fundamentos de conscientização em segurança" },
    descriptions: {
      en: "Six five-minute courses that cover the attacks people meet most: phishing, weak passwords, missing MFA, social engineering and ransomware, and how to report what you see.",
      pt: "Seis cursos de cinco minutos sobre os ataques que as pessoas mais encontram: phishing, senhas fracas, falta de MFA, engenharia social e ransomware, e como reportar o que você vê.",
    },
    courses: [
      "phishing-essentials",
      "passwords-and-passphrases",
      "multi-factor-authentication",
      "social-engineering-and-pretexting",
      "ransomware-basics",
      "reporting-security-incidents",
    ],
  },
  {
    slug: "privacy-at-work",
    titles: { en: "Privacy at work (LGPD and GDPR)", pt: "Privacidade no trabalho (LGPD e GDPR)" },
    descriptions: {
      en: "Handle personal data safely every day and know what to do when something goes wrong.",
      pt: "Trate dados pessoais com segurança no dia a dia e saiba o que fazer quando algo dá errado.",
    },
    courses: ["data-protection-lgpd-gdpr", "safe-browsing-and-downloads", "secure-remote-work", "reporting-security-incidents"],
  },
  {
    slug: "security-awareness-new-hires",
    titles: { en: "Security awareness for new hires", pt: "Conscientização em segurança para novos colaboradores" },
    descriptions: {
      en: "The onboarding set for everyone's first weeks: phishing, passwords and MFA, how to classify and handle data, physical security and a clean desk, using generative AI safely at work, and how to report what you see.",
      pt: "O conjunto de integração para as primeiras semanas de todo colaborador: phishing, senhas e MFA, como classificar e tratar dados, segurança física e mesa limpa, uso seguro de IA generativa no trabalho e como reportar o que você vê.",
    },
    courses: [
      "phishing-essentials",
      "passwords-and-passphrases",
      "multi-factor-authentication",
      "data-classification-and-handling",
      "physical-security-and-clean-desk",
      "generative-ai-at-work",
      "reporting-security-incidents",
    ],
  },
  {
    slug: "annual-security-refresher",
    titles: { en: "Annual security refresher", pt: "Reciclagem anual em segurança" },
    descriptions: {
      en: "A yearly mix of the scams and risks that change fastest: payment fraud and fake invoices, vishing and callback phishing, everyday scams in Brazil, SIM swap and identity theft, oversharing on social media, AI scams and deepfakes, and insider risk.",
      pt: "Uma combinação anual dos golpes e riscos que mais mudam: fraude de pagamentos e boletos falsos, vishing e phishing por retorno de ligação, golpes do dia a dia no Brasil, troca de chip e roubo de identidade, exposição nas redes sociais, golpes com IA e deepfakes, e ameaça interna.",
    },
    courses: [
      "business-email-compromise",
      "vishing-and-callback-phishing",
      "everyday-scams-in-brazil",
      "identity-theft-and-sim-swap",
      "social-media-and-oversharing",
      "ai-scams-and-deepfakes",
      "insider-risk",
    ],
  },
];

/** The platform library: areas and courses, kept in step with the content files on every start. */
export async function seedLibrary(tx: Tx) {
  for (const a of AREA_SEED) {
    await tx
      .insert(areas)
      .values(a)
      .onConflictDoUpdate({ target: areas.slug, set: { names: a.names, descriptions: a.descriptions, position: a.position } });
  }
  for (const c of await loadLibraryContent()) {
    const values = {
      slug: c.slug,
      areaSlug: c.area,
      level: c.level,
      durationMinutes: c.durationMinutes,
      tags: c.tags,
      passingScore: c.passingScore,
      free: c.free,
      badgeColor: c.badgeColor,
      coverIllustration: c.en.steps[0]!.illustration,
      answerKey: c.en.challenge.questions.map((q) => q.correct),
      references: c.references,
      videoUrl: c.video?.url ?? null,
      captions: c.video?.captions ?? {},
      status: "published" as const,
      updatedAt: new Date(),
    };
    const [existing] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(isNull(courses.whitelabelId), eq(courses.slug, c.slug)));
    const id = existing ? existing.id : (await tx.insert(courses).values(values).returning({ id: courses.id }))[0]!.id;
    if (existing) await tx.update(courses).set(values).where(eq(courses.id, id));
    for (const locale of ["en", "pt"] as const) {
      const l = c[locale];
      const row = {
        courseId: id,
        locale,
        title: l.title,
        summary: l.summary,
        steps: l.steps,
        keyTakeaways: l.keyTakeaways,
        questions: l.challenge.questions.map((q) => ({
          prompt: q.prompt,
          options: q.options,
          explanation: q.explanation,
          multiple: isMultiple(q),
        })),
        badgeName: l.badge.name,
        badgeDescription: l.badge.description,
      };
      await tx
        .insert(courseTranslations)
        .values(row)
        .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set: row });
    }
  }
}

/** The library's programs, in step with LIBRARY_PROGRAMS. */
export async function seedLibraryPrograms(tx: Tx) {
  for (const p of LIBRARY_PROGRAMS) {
    const [existing] = await tx
      .select()
      .from(programs)
      .where(and(isNull(programs.whitelabelId), eq(programs.slug, p.slug)));
    const id =
      existing?.id ??
      (await tx.insert(programs).values({ slug: p.slug, titles: p.titles, descriptions: p.descriptions }).returning())[0]!.id;
    if (existing) await tx.update(programs).set({ titles: p.titles, descriptions: p.descriptions }).where(eq(programs.id, id));
    await tx.delete(programCourses).where(eq(programCourses.programId, id));
    const rows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses).where(isNull(courses.whitelabelId));
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const ordered = p.courses.filter((s) => bySlug.has(s));
    if (ordered.length)
      await tx.insert(programCourses).values(ordered.map((s, position) => ({ programId: id, courseId: bySlug.get(s)!, position })));
  }
}

/** The library: its areas, courses and programs, added where missing. */
export async function seedLearning(tx: Tx) {
  await seedLibrary(tx);
  await seedLibraryPrograms(tx);
}
