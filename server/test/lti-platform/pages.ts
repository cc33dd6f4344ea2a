import type { Hono } from "hono";
import { escapeHtml, page } from "./html.ts";
import { DEFAULT_CONTEXT } from "./id-token.ts";
import type { PlatformState } from "./state.ts";

/**
 * LTI client-side postMessages (platform storage): the course page answers its frames'
 * lti.capabilities, lti.put_data and lti.get_data, keeping values per frame origin.
 */
const STORAGE_SCRIPT = `
const store = {};
window.addEventListener("message", (event) => {
  const m = event.data;
  if (!m || typeof m !== "object" || typeof m.subject !== "string" || !event.source) return;
  const reply = (data) => event.source.postMessage({ message_id: m.message_id, ...data }, event.origin);
  const key = event.origin + "\\u0000" + m.key;
  if (m.subject === "lti.capabilities") {
    reply({ subject: "lti.capabilities.response", supported_messages: [
      { subject: "lti.capabilities" }, { subject: "lti.put_data" }, { subject: "lti.get_data" }] });
  } else if (m.subject === "lti.put_data") {
    if (typeof m.key !== "string") return reply({ subject: "lti.put_data.response", error: { code: "bad_request", message: "key required" } });
    store[key] = m.value;
    reply({ subject: "lti.put_data.response", key: m.key, value: m.value });
  } else if (m.subject === "lti.get_data") {
    reply({ subject: "lti.get_data.response", key: m.key, value: store[key] ?? null });
  }
});`;

/** The pages a browser journey walks: a course with the tool framed, the gradebook and the return page. */
export function pageRoutes(
  app: Hono,
  s: PlatformState,
  loginUrl: (hint: string) => string | undefined,
  registrationUrl: (toolRegistrationUrl: string) => string,
) {
  app.get("/course/:hint", (c) => {
    const hint = c.req.param("hint");
    const src = loginUrl(hint);
    const launch = s.launches.get(hint);
    if (!src || !launch) return c.html(page("Emulated LMS", "<main><h1>Emulated LMS</h1><p>No such launch.</p></main>"), 404);
    const title = launch.context?.title ?? (launch.context ? launch.context.id : DEFAULT_CONTEXT.title);
    return c.html(
      page(
        `Emulated LMS — ${title}`,
        `<main><h1>Emulated LMS — ${escapeHtml(title)}</h1>
<iframe title="Tool" name="tool" src="${escapeHtml(src)}" width="100%" height="720" allow="fullscreen" allowfullscreen style="border:0;max-width:100%"></iframe>
</main>`,
        STORAGE_SCRIPT,
      ),
    );
  });

  // Dynamic Registration 1.0 §3.3: the administrator opens the tool's registration page (here framed);
  // the tool says it is done with an org.imsglobal.lti.close postMessage.
  app.get("/tools/register", (c) => {
    const toolUrl = c.req.query("url") ?? "";
    if (!/^https?:\/\//.test(toolUrl)) return c.text("url must be the tool's registration URL", 400);
    return c.html(
      page(
        "Emulated LMS — register a tool",
        `<main><h1>Emulated LMS — register a tool</h1>
<p id="status" role="status"></p>
<iframe title="Tool registration" name="registration" src="${escapeHtml(registrationUrl(toolUrl))}" width="100%" height="720" style="border:0;max-width:100%"></iframe>
</main>`,
        `window.addEventListener("message", (event) => {
  if (event.data && event.data.subject === "org.imsglobal.lti.close") {
    document.getElementById("status").textContent = "Registration closed";
    document.querySelector("iframe").remove();
  }
});`,
      ),
    );
  });

  app.get("/gradebook", (c) => {
    const rows = s.scores
      .map(
        (sc) =>
          `<tr><td>${escapeHtml(sc.userId)}</td><td>${sc.scoreGiven} / ${sc.scoreMaximum}</td><td>${escapeHtml(sc.activityProgress)}, ${escapeHtml(sc.gradingProgress)}</td></tr>`,
      )
      .join("");
    return c.html(
      page(
        "Emulated LMS — gradebook",
        `<main><h1>Gradebook</h1><table><thead><tr><th scope="col">User</th><th scope="col">Score</th><th scope="col">Progress</th></tr></thead><tbody>${rows}</tbody></table></main>`,
      ),
    );
  });

  app.get("/return", (c) => {
    const msg = c.req.query("lti_msg");
    const err = c.req.query("lti_errormsg");
    return c.html(
      page(
        "Emulated LMS",
        `<main><h1>Back in the LMS</h1>${msg ? `<p>${escapeHtml(msg)}</p>` : ""}${err ? `<p role="alert">${escapeHtml(err)}</p>` : ""}</main>`,
      ),
    );
  });
}
