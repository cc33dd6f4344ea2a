import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/import-rules.ts";
import { enrollments } from "../learning/schema.ts";
import { entities, groupMembers, groups, invitations, memberImports, userEntities } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { mailsTo, signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { createInvitationMailing, INVITATION_MAILING_QUEUE, type MailingJob } from "./invitation-mailing.ts";
import { IMPORT_QUEUE } from "./imports.ts";

const ACME = "acme.localhost:3000";
type Imp = {
  id: string;
  status: string;
  dryRun: boolean;
  sendInvitations: boolean;
  invitationsSent: number;
  invitationsPending: number;
  fileName: string;
  totalRows: number;
  processedRows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: { line: number; column: string | null; code: string; message: string }[];
  errorCount: number;
  headers: string[];
  missingFields: string[];
  createdAt: string;
  finishedAt: string | null;
};
type ApiError = { error: { code: string; message: string } };

describe.each(BACKENDS)("CSV imports of a company's people on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let outsider: string;
  let acmeId: string;
  let corpId: string;

  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const upload = (cookie: string, csv: string | Uint8Array, query = "", type = "text/csv") =>
    t.req(`/api/entity/imports${query}`, at(cookie, { method: "POST", headers: { "content-type": type }, body: csv as BodyInit }));
  const get = async (id: string, query = "") => (await (await t.req(`/api/entity/imports/${id}${query}`, at(manager))).json()) as Imp;
  /** Uploads a file and waits for its import to finish. */
  const importCsv = async (csv: string | Uint8Array, query = "") => {
    const res = await upload(manager, csv, query);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await expect.poll(async () => (await get(id)).status, { timeout: 20_000, interval: 100 }).toMatch(/^(done|failed)$/);
    return get(id);
  };
  const member = async (email: string) => {
    const [row] = await t.database.db
      .select({ name: users.name, languageCode: users.languageCode, status: userEntities.status })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(and(eq(userEntities.entityId, corpId), eq(users.email, email)));
    return row;
  };
  const groupNames = async () =>
    (await t.database.db.select({ name: groups.name }).from(groups).where(eq(groups.entityId, corpId))).map((g) => g.name).sort();
  const openInvitation = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(invitations)
        .where(and(eq(invitations.entityId, corpId), eq(invitations.email, email), eq(invitations.status, "pending")))
    )[0];

  beforeAll(async () => {
    t = await startTestApp(backend, { BODY_LIMIT_BYTES: String(20 * 1024 * 1024) });
    const db = t.database.db;
    const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    acmeId = acme!.id;
    const [mgr] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, "manager@acme.test"), eq(users.whitelabelId, acmeId)));
    corpId = (await db.select().from(userEntities).where(eq(userEntities.userId, mgr!.id)))[0]!.entityId;
    // a person of the tenant in no company yet: an import makes them a member at once
    await db.insert(users).values({ whitelabelId: acmeId, email: "paula@acme.test", name: "Paula Prior", completedProfile: false });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    outsider = await signIn(t, "individual@skill5.test");
    const [own] = await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    await db
      .update(entities)
      .set({ features: ["team-management", "import-csv"] })
      .where(eq(entities.id, own!.entityId));
  });
  afterAll(() => t.close());

  // Excel in Portuguese: BOM, semicolons, quoted fields (one with a separator and quotes inside), CRLF, Portuguese headers
  const excelPt =
    "\uFEFFNome;E-mail;Grupos;Função;Idioma\r\n" +
    '"Silva; Ana";ana@acme.test;"Vendas|Marketing";gestor;pt\r\n' +
    '"João ""Jota"" Souza";PAULA@acme.test;Vendas;membro;en-US\r\n' +
    "\r\n" +
    "Carla Costa;carla@example.com;;;\r\n";

  it("reads Excel's semicolon CSV with a BOM, quoted fields and CRLF; a dry run changes nothing", async () => {
    const dry = await importCsv(excelPt, "?dryRun=true&fileName=equipe.csv");
    expect(dry).toMatchObject({
      status: "done",
      dryRun: true,
      fileName: "equipe.csv",
      totalRows: 3,
      processedRows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
      errors: [],
    });
    expect(await member("paula@acme.test")).toBeUndefined();
    expect(await openInvitation("ana@acme.test")).toBeUndefined();
    expect(await groupNames()).toEqual([]);
  });

  it("imports: existing users join at once, others get an open invitation, missing groups are created; the same file again changes nothing", async () => {
    const done = await importCsv(excelPt, "?fileName=equipe.csv");
    expect(done).toMatchObject({
      status: "done",
      dryRun: false,
      totalRows: 3,
      processedRows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
    });
    expect(done.finishedAt).not.toBeNull();
    expect(await member("paula@acme.test")).toEqual({ name: 'João "Jota" Souza', languageCode: "en-US", status: "active" });
    const ana = await openInvitation("ana@acme.test");
    expect(ana).toMatchObject({ role: "manager", languageCode: "pt-BR" });
    expect(ana!.groupIds).toHaveLength(2);
    expect(ana!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(await openInvitation("carla@example.com")).toMatchObject({ role: "member" });
    expect(await groupNames()).toEqual(["Marketing", "Vendas"]);
    const [paula] = await t.database.db.select().from(users).where(eq(users.email, "paula@acme.test"));
    expect(paula).toMatchObject({ activeEntityId: corpId, completedProfile: true });
    const inSales = await t.database.db.select().from(groupMembers).where(eq(groupMembers.userId, paula!.id));
    expect(inSales).toHaveLength(1);

    const again = await importCsv(excelPt);
    expect(again).toMatchObject({ status: "done", created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(await groupNames()).toEqual(["Marketing", "Vendas"]);
  });

  it("updates a changed row by e-mail: name, language, role and groups", async () => {
    const csv =
      "name,email,groups,role,language\r\nJoão Souza,paula@acme.test,Vendas|Suporte,reports-viewer,pt\r\nAna Silva,ana@acme.test,Vendas|Marketing,manager,pt\r\n";
    const done = await importCsv(csv);
    // Ana's invitation takes the file's corrected name: an update too
    expect(done).toMatchObject({ status: "done", created: 0, updated: 2, unchanged: 0, failed: 0 });
    expect(await member("paula@acme.test")).toEqual({ name: "João Souza", languageCode: "pt-BR", status: "active" });
    expect(await openInvitation("ana@acme.test")).toMatchObject({ name: "Ana Silva" });
    expect(await groupNames()).toEqual(["Marketing", "Suporte", "Vendas"]);
  });

  it("gives people the import puts in a group what the group is assigned", async () => {
    const db = t.database.db;
    const [gina] = await db.insert(users).values({ whitelabelId: acmeId, email: "gina@acme.test", name: "Gina Group" }).returning();
    const group = (await (await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Compliance" })))).json()) as { id: string };
    const assigned = await t.req(
      "/api/entity/assignments",
      at(manager, jsonBody({ courseSlug: "phishing-essentials", groupIds: [group.id], dueAt: "2099-01-31" })),
    );
    expect(assigned.status).toBeLessThan(300);
    expect(await importCsv("name,email,groups\nGina Group,gina@acme.test,compliance\n")).toMatchObject({ status: "done", created: 1 });
    // the group's assignment reaches her, not started: nobody is enrolled until they open the course
    const theirs = (await (await t.req(`/api/entity/assignments?memberId=${gina!.id}`, at(manager))).json()) as {
      data: { item: { slug: string }; counts: { assigned: number; notStarted: number } }[];
    };
    expect(theirs.data.map((a) => [a.item.slug, a.counts.assigned, a.counts.notStarted])).toEqual([["phishing-essentials", 1, 1]]);
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, gina!.id))).toHaveLength(0);
  });

  it("reports each bad row with its line and column and imports the others; the failed rows download as CSV with an error column, safe from formulas", async () => {
    const csv = [
      "name,email,role,language",
      "Good One,good.one@example.com,member,en",
      '=HYPERLINK("http://evil"),not-an-email,member,en',
      ",nobody@example.com,,",
      "Dup A,dup@example.com,,",
      "Bossy,boss@example.com,owner,",
      "Dup B,dup@example.com,,",
      "Lingo,lingo@example.com,member,fr",
    ].join("\n");
    const done = await importCsv(csv);
    expect(done).toMatchObject({ status: "done", totalRows: 7, created: 1, failed: 6 });
    const where = done.errors.map((e) => [e.line, e.column, e.code]);
    expect(where).toEqual([
      [3, "email", "emailInvalid"],
      [4, "name", "nameRequired"],
      [5, "email", "emailDuplicate"],
      [6, "role", "roleOwner"],
      [7, "email", "emailDuplicate"],
      [8, "language", "languageUnknown"],
    ]);
    expect(done.errors[2]!.message).toContain("7");
    expect(done.errors[4]!.message).toContain("5");
    expect(await openInvitation("good.one@example.com")).toBeDefined();
    expect(await openInvitation("nobody@example.com")).toBeUndefined();

    const paged = await get(done.id, "?page=2&limit=4");
    expect(paged).toMatchObject({ errorCount: 6 });
    expect(paged.errors.map((e) => e.line)).toEqual([7, 8]);
    const pt = (await (await t.req(`/api/entity/imports/${done.id}`, at(manager, { headers: { "x-locale": "pt" } }))).json()) as Imp;
    expect(pt.errors[0]!.message).toContain("não é um endereço de e-mail válido");

    const file = await t.req(`/api/entity/imports/${done.id}/failed-rows.csv`, at(manager));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const text = await file.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("name,email,role,language,error");
    expect(lines).toHaveLength(7);
    // a formula becomes text: a leading apostrophe
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",not-an-email,member,en,/);
    expect(lines.some((l) => l.startsWith("Good One"))).toBe(false);
  });

  it("fails at validation when the required columns cannot be found, naming the headers seen; a mapping makes it work", async () => {
    const csv = "Full Name,Mail Address,Team\nMaria Map,maria@example.com,Ops\n";
    const failed = await importCsv(csv);
    expect(failed).toMatchObject({ status: "failed", headers: ["Full Name", "Mail Address", "Team"] });
    expect(failed.missingFields).toEqual(["email"]);
    expect(failed.errors[0]).toMatchObject({ line: 1, column: null, code: "missingColumns" });
    expect(failed.errors[0]!.message).toContain("Mail Address");

    const retried = await t.req(
      `/api/entity/imports/${failed.id}/retry`,
      at(manager, jsonBody({ mapping: { "Mail Address": "email" }, dryRun: false })),
    );
    expect(retried.status).toBe(202);
    const { id } = (await retried.json()) as { id: string };
    await expect.poll(async () => (await get(id)).status, { timeout: 20_000, interval: 100 }).toBe("done");
    expect(await get(id)).toMatchObject({ created: 1, failed: 0 });
    expect(await openInvitation("maria@example.com")).toBeDefined();

    // a mapping sent with the upload itself (multipart form)
    const form = new FormData();
    form.append("file", new File(["Nombre,Correo\nLuis Form,luis@example.com\n"], "form.csv", { type: "text/csv" }));
    form.append("mapping", JSON.stringify({ Nombre: "name", Correo: "email" }));
    const res = await t.req("/api/entity/imports?dryRun=true", at(manager, { method: "POST", body: form }));
    expect(res.status).toBe(202);
    const formId = ((await res.json()) as { id: string }).id;
    await expect.poll(async () => (await get(formId)).status, { timeout: 20_000, interval: 100 }).toBe("done");
    expect(await get(formId)).toMatchObject({ fileName: "form.csv", created: 1, dryRun: true });
  });

  it("refuses an import that needs more seats than the company has, and changes nothing", async () => {
    const db = t.database.db;
    await db
      .update(entities)
      .set({ seatLimit: 8, features: ["team-management", "import-csv"] })
      .where(eq(entities.id, corpId));
    try {
      const rows = Array.from({ length: 10 }, (_, i) => `Seat ${i},seat${i}@example.com`);
      const failed = await importCsv(["name,email", ...rows].join("\n"));
      expect(failed.status).toBe("failed");
      expect(failed.errors[0]).toMatchObject({ line: 0, code: "seatLimit" });
      expect(await openInvitation("seat0@example.com")).toBeUndefined();
    } finally {
      await db.update(entities).set({ seatLimit: null }).where(eq(entities.id, corpId));
    }
  });

  it("lists the history newest first, in pages, and serves a template", async () => {
    const page = (await (await t.req("/api/entity/imports?page=1&limit=2", at(manager))).json()) as {
      data: Imp[];
      page: number;
      limit: number;
      total: number;
    };
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.createdAt >= page.data[1]!.createdAt).toBe(true);
    const template = await t.req("/api/entity/imports/template.csv", at(manager, { headers: { "x-locale": "pt" } }));
    expect(template.status).toBe(200);
    const pt = (await template.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // the headers, then one example row in the same language
    expect(pt).toEqual(["nome,e-mail,grupos,papel,idioma", "Ana Souza,ana.souza@example.com,Vendas|Atendimento,membro,português"]);
    const en = (await (await t.req("/api/entity/imports/template.csv", at(manager, { headers: { "x-locale": "en" } }))).text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(en).toEqual(["name,email,groups,role,language", "Ana Souza,ana.souza@example.com,Sales|Customer support,member,English"]);
    // the template's headers and example values are understood, in both languages; the example row itself is never imported
    for (const lines of [pt, en]) {
      const asIs = await importCsv(lines.join("\n"), "?dryRun=true");
      expect(asIs).toMatchObject({ status: "done", created: 0, failed: 1 });
      expect(asIs.errors[0]).toMatchObject({ line: 2, code: "exampleRow" });
      const filled = await importCsv(`${lines[0]}\n${lines[1]!.replace("ana.souza@example.com", "tina@example.com")}\n`, "?dryRun=true");
      expect(filled).toMatchObject({ status: "done", created: 1, failed: 0 });
    }
  });

  /** The area's job on a queue, to run it again by hand as pg-boss would. */
  const areaJob = (queue: string) => t.services.areas.flatMap((a) => a.jobs ?? []).find((j) => j.queue === queue)!;
  /** Waits until the import's invitations have all been e-mailed. */
  const mailed = async (id: string) => {
    await expect.poll(async () => (await get(id)).invitationsPending, { timeout: 20_000, interval: 100 }).toBe(0);
    return get(id);
  };
  const tokenIn = (text: string) => text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)![1]!;

  it("keeps the file's name as an invitee's name until they sign up: listed, searched, corrected by a later file, greeted by it in the e-mail", async () => {
    type Row = { kind: string; name: string | null; email: string; status: string };
    const list = async (query: string) =>
      ((await (await t.req(`/api/entity/members?${query}`, at(manager))).json()) as { data: Row[] }).data;
    const done = await importCsv(
      "nome;e-mail;idioma\nAna Souza;ana.souza@example.org;pt\nBeto Lima;beto.lima@example.org;en\n",
      "?fileName=nomes.csv",
    );
    expect(done).toMatchObject({ status: "done", created: 2, failed: 0 });
    expect(await list("search=ana.souza")).toEqual([
      expect.objectContaining({ kind: "invitation", name: "Ana Souza", email: "ana.souza@example.org", status: "invited" }),
    ]);
    // found by the name, whole or in part, in any case
    for (const search of ["Ana Souza", "souza", "ANA SOU"])
      expect(
        (await list(`search=${encodeURIComponent(search)}`)).map((r) => r.email),
        search,
      ).toContain("ana.souza@example.org");
    expect((await list(`status=invited&search=${encodeURIComponent("Ana Souza")}`)).map((r) => r.email)).toEqual(["ana.souza@example.org"]);
    // sorted by the name like members (Ana before Beto, whatever their addresses)
    const sorted = (await list("status=invited&search=example.org&limit=100")).map((r) => r.email);
    expect(sorted.indexOf("ana.souza@example.org")).toBeLessThan(sorted.indexOf("beto.lima@example.org"));
    // and exported with it: the list's CSV, every page, in the reader's language
    const file = await t.req(
      `/api/entity/members?format=csv&search=example.org&status=invited&limit=1`,
      at(manager, { headers: { "x-locale": "pt" } }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toContain('filename="membros.csv"');
    const lines = (await file.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Nome,E-mail,Situação,Função,Grupos,Entrada,Convidado em,Link do convite válido até,Pediu para entrar em,Último acesso",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 4).join(","))).toEqual([
      "Ana Souza,ana.souza@example.org,Convidado,Membro",
      "Beto Lima,beto.lima@example.org,Convidado,Membro",
    ]);
    expect((await t.req("/api/entity/members?format=pdf", at(manager))).status).toBe(400);

    // the invitation e-mail greets each by name, in their language, and the link's page names them
    expect(await mailed(done.id)).toMatchObject({ invitationsSent: 2 });
    const [ana] = await mailsTo(t, "ana.souza@example.org", "invitation");
    expect(ana!.text).toMatch(/^Olá, Ana Souza\./m);
    expect((await mailsTo(t, "beto.lima@example.org", "invitation"))[0]!.text).toMatch(/^Hello Beto Lima,/m);
    const view = await t.req(`/api/public/invitations/${tokenIn(ana!.text)}`, { host: ACME });
    expect(await view.json()).toMatchObject({ email: "ana.souza@example.org", name: "Ana Souza" });

    // a later file corrects the name; sent again from the members page, the e-mail says the new one
    expect(await importCsv("name,email\nAna Souza Reis,ana.souza@example.org\n")).toMatchObject({ status: "done", updated: 1 });
    expect((await list("search=ana.souza"))[0]!.name).toBe("Ana Souza Reis");
    await t.database.db
      .update(invitations)
      .set({ sentAt: new Date(Date.now() - 86_400_000) })
      .where(eq(invitations.email, "ana.souza@example.org"));
    const invitation = await openInvitation("ana.souza@example.org");
    expect((await t.req(`/api/entity/invitations/${invitation!.id}/resend`, at(manager, { method: "POST" }))).status).toBe(204);
    const mails = await mailsTo(t, "ana.souza@example.org", "invitation");
    expect(mails.map((m) => m.text.split("\n").find((l) => l.startsWith("Olá")))).toContain("Olá, Ana Souza Reis.");
  });

  it("e-mails each person the import invites once, in their language, under the tenant's brand, with a link that works; running the jobs again sends nothing twice", async () => {
    const csv =
      "name,email,language\nInês Invite,ines.mail@example.com,pt\nIan Invite,ian.mail@example.com,en\nLucas Pereira,learner@acme.test,\n";
    const done = await importCsv(csv, "?fileName=mail.csv");
    expect(done).toMatchObject({ status: "done", sendInvitations: true, created: 2, failed: 0 });
    expect(await mailed(done.id)).toMatchObject({ invitationsSent: 2, invitationsPending: 0 });

    const ines = await mailsTo(t, "ines.mail@example.com", "invitation");
    expect(ines).toHaveLength(1);
    expect(ines[0]!.subject).toContain("convidou você");
    expect(ines[0]!.text).toContain("http://acme.localhost:3000/pt/invitation/");
    expect(ines[0]!.html).toContain("Acme");
    const ian = await mailsTo(t, "ian.mail@example.com", "invitation");
    expect(ian).toHaveLength(1);
    expect(ian[0]!.text).toMatch(/http:\/\/acme\.localhost:3000\/invitation\/[A-Za-z0-9_-]{43}/);
    // an existing member is not invited
    expect(await mailsTo(t, "learner@acme.test", "invitation")).toEqual([]);
    // the mailed link is the invitation's (only its hash is stored)
    const view = await t.req(`/api/public/invitations/${tokenIn(ines[0]!.text)}`, { host: ACME });
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ email: "ines.mail@example.com", status: "valid" });
    expect(await openInvitation("ines.mail@example.com")).toMatchObject({ sendCount: 1, mailingId: null });

    // the mailing job and the import's own job run again, and the same file is imported again: nobody gets a second e-mail
    const again: MailingJob = { mailingId: done.id, tenantId: acmeId, entityId: corpId, senderId: null };
    await areaJob(INVITATION_MAILING_QUEUE).work(again);
    await areaJob(IMPORT_QUEUE).work({ id: done.id });
    await areaJob(INVITATION_MAILING_QUEUE).work(again);
    const twice = await importCsv(csv);
    expect(twice).toMatchObject({ status: "done", created: 0 });
    expect(await mailed(twice.id)).toMatchObject({ invitationsSent: 0 });
    expect(await mailsTo(t, "ines.mail@example.com", "invitation")).toHaveLength(1);
    expect(await mailsTo(t, "ian.mail@example.com", "invitation")).toHaveLength(1);
    expect((await get(done.id)).invitationsSent).toBe(2);
    // the link mailed is still the one that works
    expect((await t.req(`/api/public/invitations/${tokenIn(ines[0]!.text)}`, { host: ACME })).status).toBe(200);
  });

  it("sends no e-mail when told not to, keeps that choice when a dry run is run for real, and e-mails an expired invitation a file reopens", async () => {
    const off = await importCsv("name,email\nOtto Off,otto.off@example.com\n", "?sendInvitations=false");
    expect(off).toMatchObject({ status: "done", sendInvitations: false, created: 1, invitationsSent: 0, invitationsPending: 0 });
    // nothing marks it for a job: it can only be sent from the members page
    expect(await openInvitation("otto.off@example.com")).toMatchObject({ sendCount: 0, mailingId: null });
    expect(await mailsTo(t, "otto.off@example.com")).toEqual([]);
    const listed = (await (await t.req("/api/entity/members?status=invited&search=otto.off", at(manager))).json()) as {
      data: { invitedAt: string | null }[];
    };
    expect(listed.data).toEqual([expect.objectContaining({ invitedAt: null })]);
    expect((await upload(manager, "name,email\nA,a@example.com\n", "?sendInvitations=maybe")).status).toBe(400);

    const dry = await importCsv("name,email\nDora Dry,dora.dry@example.com\n", "?dryRun=true&sendInvitations=false");
    expect(dry).toMatchObject({ dryRun: true, sendInvitations: false });
    const real = await t.req(`/api/entity/imports/${dry.id}/retry`, at(manager, jsonBody({ mapping: {}, dryRun: false })));
    const realId = ((await real.json()) as { id: string }).id;
    await expect.poll(async () => (await get(realId)).status, { timeout: 20_000, interval: 100 }).toBe("done");
    expect(await get(realId)).toMatchObject({ sendInvitations: false, created: 1 });
    expect(await openInvitation("dora.dry@example.com")).toMatchObject({ sendCount: 0, mailingId: null });

    // Otto's invitation expires; the file again (e-mails on) reopens it and e-mails him
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "otto.off@example.com"));
    const revived = await importCsv("name,email\nOtto Off,otto.off@example.com\n");
    expect(revived.errors).toEqual([]);
    expect(revived).toMatchObject({ status: "done", updated: 1, sendInvitations: true });
    expect(await mailed(revived.id)).toMatchObject({ invitationsSent: 1 });
    expect(await mailsTo(t, "otto.off@example.com", "invitation")).toHaveLength(1);
    expect(await mailsTo(t, "dora.dry@example.com")).toEqual([]);
  });

  it("mails a batch a slice at a time, queuing the rest, each invitation once", async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `slice${i}@example.com`);
    await importCsv(["name,email", ...emails.map((e, i) => `Slice ${i},${e}`)].join("\n"), "?sendInvitations=false");
    const mailingId = "00000000-0000-4000-8000-0000000000aa";
    await t.database.db
      .update(invitations)
      .set({ mailingId })
      .where(and(eq(invitations.entityId, corpId), inArray(invitations.email, emails)));
    const queued: unknown[] = [];
    // the queue a run sends the rest to, recorded: the test plays pg-boss's part by running again
    const jobs = {
      send: async (_queue: string, data: object) => {
        queued.push(data);
        return null;
      },
    };
    const mailing = createInvitationMailing(
      { db: t.database.db, mailer: t.services.mailer, tenancy: t.services.tenancy, jobs: jobs as never },
      { slice: 2, slicesPerRun: 1 },
    );
    const job: MailingJob = { mailingId, tenantId: acmeId, entityId: corpId, senderId: null };
    const runs = [];
    for (let more = true; more;) {
      const r = await mailing.run(job);
      runs.push(r.sent);
      more = r.more;
    }
    expect(runs).toEqual([2, 2, 1, 0]);
    // each run but the last queued the next one
    expect(queued).toEqual([job, job, job]);
    for (const e of emails) expect(await mailsTo(t, e, "invitation"), e).toHaveLength(1);
    expect(await mailing.run(job)).toEqual({ sent: 0, more: false });
  });

  it("refuses files that are not UTF-8 CSV text, whatever their name, and files above the size limit", async () => {
    const latin1 = new Uint8Array([
      0x6e, 0x61, 0x6d, 0x65, 0x2c, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x4a, 0x6f, 0xe3, 0x6f, 0x2c, 0x6a, 0x40, 0x78, 0x2e, 0x63, 0x6f,
      0x0a,
    ]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const cases: [string, string | Uint8Array, string][] = [
      ["latin-1", latin1, "invalid_file"],
      ["binary", png, "invalid_file"],
      ["broken quotes", 'name,email\n"Ana,ana@example.com\n', "invalid_file"],
      ["header only", "name,email\n", "invalid_file"],
      ["empty", "", "invalid_file"],
    ];
    for (const [what, body, code] of cases) {
      const res = await upload(manager, body, "?fileName=people.csv");
      expect(res.status, what).toBe(400);
      const err = (await res.json()) as ApiError;
      expect(err.error.code, what).toBe(code);
      expect(err.error.message.length, what).toBeGreaterThan(5);
    }
    const json = await upload(manager, JSON.stringify({ name: "x" }), "", "application/json");
    expect(json.status).toBe(400);
    expect((await upload(manager, "name,email\nA,a@example.com\n", "?dryRun=maybe")).status).toBe(400);
    // a file over the platform's 1 MB request limit but within the imports' own 10 MB is taken
    const notes = "n".repeat(1000);
    const big = await upload(
      manager,
      `name,email,notes\n${Array.from({ length: 1100 }, (_, i) => `Person ${i},p${i}@big.example,${notes}`).join("\n")}\n`,
      "?dryRun=true&fileName=big.csv",
    );
    expect(big.status).toBe(202);
    const bigId = ((await big.json()) as { id: string }).id;
    await expect.poll(async () => (await get(bigId)).status, { timeout: 30_000 }).toBe("done");
    expect(await get(bigId)).toMatchObject({ totalRows: 1100, failed: 0 });
    const huge = await upload(manager, `name,email\n${"x".repeat(11 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ApiError).error.message).toContain("10 MB");
  });

  it("says a cell is too long, with the limit and its line, in the caller's language, rather than to check the quotes", async () => {
    const file = `name,email\nAna Souza,ana@example.com\nBia,${"b".repeat(1024 * 1024)}\n`;
    const en = await upload(manager, file, "?fileName=people.csv");
    expect(en.status).toBe(400);
    expect(((await en.json()) as ApiError).error).toMatchObject({
      code: "invalid_file",
      message: "Line 3 has a cell longer than 10000 characters. Shorten it, or close a quote left open before it.",
    });
    const pt = await t.req(
      "/api/entity/imports?fileName=people.csv",
      at(manager, { method: "POST", headers: { "content-type": "text/csv", "x-locale": "pt" }, body: file }),
    );
    expect(((await pt.json()) as ApiError).error.message).toBe(
      "A linha 3 tem uma célula com mais de 10000 caracteres. Encurte-a ou feche uma aspa que tenha ficado aberta antes dela.",
    );
    // a quote left open swallows the rest of the file into one cell: the same answer, from the line it opened
    const open = await upload(manager, `name,email\n"Ana,ana@example.com\n${"Bia,bia@example.com\n".repeat(1000)}x"\n`);
    expect(((await open.json()) as ApiError).error.message).toBe(
      "Line 2 has a cell longer than 10000 characters. Shorten it, or close a quote left open before it.",
    );
  });

  it("refuses at once, in the caller's language, an upload filled with blank lines or with more rows than the limit", async () => {
    const room = IMPORT_LIMITS.maxBytes - 100;
    const send = async (body: string, locale: "en" | "pt") => {
      const started = performance.now();
      const res = await t.req(
        "/api/entity/imports?fileName=people.csv",
        at(manager, { method: "POST", headers: { "content-type": "text/csv", "x-locale": locale }, body }),
      );
      const error = ((await res.json()) as ApiError).error;
      return { status: res.status, code: error.code, message: error.message, ms: performance.now() - started };
    };
    // ten million blank lines, and five million of Excel's empty ";" rows: no people in either
    for (const body of [`name,email\n${"\n".repeat(room)}`, `name;email\n${";\n".repeat(room / 2)}`]) {
      const blank = await send(body, "en");
      expect(blank).toMatchObject({
        status: 400,
        code: "invalid_file",
        message: "The file has no people in it: only a header row, or nothing.",
      });
      expect(blank.ms).toBeLessThan(5000);
    }
    // one-character rows up to the size limit: over 50 times the row limit
    const tiny = `name,email\n${"a\n".repeat(room / 2)}`;
    const en = await send(tiny, "en");
    expect(en).toMatchObject({
      status: 400,
      code: "invalid_file",
      message: `The file has more than ${IMPORT_LIMITS.maxRows} rows; at most ${IMPORT_LIMITS.maxRows} people can be imported at once. Split it into several files.`,
    });
    expect(en.ms).toBeLessThan(5000);
    const pt = await send(tiny, "pt");
    expect(pt).toMatchObject({
      status: 400,
      message: `O arquivo tem mais de ${IMPORT_LIMITS.maxRows} linhas; é possível importar no máximo ${IMPORT_LIMITS.maxRows} pessoas de uma vez. Divida-o em vários arquivos.`,
    });
    expect(pt.ms).toBeLessThan(5000);
  });

  it("answers 401 to anonymous callers, 403 to a learner, 404 for another company's import or an unknown id", async () => {
    const [one] = await t.database.db
      .select({ id: memberImports.id })
      .from(memberImports)
      .where(eq(memberImports.entityId, corpId))
      .limit(1);
    expect((await t.req("/api/entity/imports", { host: ACME })).status).toBe(401);
    expect((await t.req(`/api/entity/imports/${one!.id}`, { host: ACME })).status).toBe(401);
    expect(
      (
        await t.req("/api/entity/imports", {
          method: "POST",
          headers: { "content-type": "text/csv" },
          body: "name,email\nA,a@x.co\n",
          host: ACME,
        })
      ).status,
    ).toBe(401);
    for (const path of [
      "/entity/imports",
      `/entity/imports/${one!.id}`,
      `/entity/imports/${one!.id}/failed-rows.csv`,
      "/entity/imports/template.csv",
    ]) {
      const res = await t.req(`/api${path}`, at(learner));
      expect(res.status, path).toBe(403);
    }
    expect((await upload(learner, "name,email\nA,a@example.com\n")).status).toBe(403);
    for (const path of [`/entity/imports/${one!.id}`, `/entity/imports/${one!.id}/failed-rows.csv`]) {
      expect((await t.req(`/api${path}`, withCookie(outsider))).status, path).toBe(404);
    }
    expect((await t.req(`/api/entity/imports/${one!.id}/retry`, withCookie(outsider, jsonBody({ mapping: {} })))).status).toBe(404);
    expect((await t.req("/api/entity/imports/00000000-0000-4000-8000-000000000000", at(manager))).status).toBe(404);
    expect((await t.req("/api/entity/imports/not-a-uuid", at(manager))).status).toBe(400);
    expect((await t.req(`/api/entity/imports/${one!.id}/retry`, at(manager, jsonBody({ mapping: { x: "salary" } })))).status).toBe(400);
    // another company's history holds none of Acme's
    const theirs = (await (await t.req("/api/entity/imports", withCookie(outsider))).json()) as { total: number };
    expect(theirs.total).toBe(0);
  });
});
