import type { Locale } from "../../../../contract/constants.ts";
import { languageTag } from "../../../../contract/locale.ts";
import { translate } from "../../../platform/i18n.ts";

// The two small documents of the launch that talk to the platform's storage frame (LTI
// Client Side postMessages: lti.put_data / lti.get_data) when the browser keeps no cookie in
// the LMS's iframe. Their script runs with the response's CSP nonce; data rides in a JSON block.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
/** JSON that cannot end its <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The storage frame a platform named: `_parent` is the LMS window itself, another name one of its frames. */
const TARGET_JS = `function target(name){try{return name==="_parent"?window.parent:(window.parent.frames[name]||window.parent)}catch(e){return window.parent}}`;

function page(locale: Locale, nonce: string, data: unknown, script: string, fallback: string) {
  const t = (k: string) => escapeHtml(translate(`lti:launch.${k}`, locale));
  return `<!doctype html>
<html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${t("storageTitle")}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;color:#1f2933}a,button{font:inherit;color:#1f4fd1}</style></head>
<body><main><h1>${t("storageTitle")}</h1><p>${t("storageText")}</p>${fallback}</main>
<script type="application/json" id="lti-data">${scriptJson(data)}</script>
<script nonce="${escapeHtml(nonce)}">${TARGET_JS}${script}</script></body></html>`;
}

/**
 * Login with platform storage: keeps the state (and nonce) in the platform's frame, then goes
 * to the platform's authorization URL, also when the frame does not answer in time.
 */
export function putDataPage(o: {
  locale: Locale;
  nonce: string;
  authUrl: string;
  platformOrigin: string;
  target: string;
  state: string;
  stateNonce: string;
}) {
  const data = {
    authUrl: o.authUrl,
    origin: o.platformOrigin,
    target: o.target,
    items: [
      { key: `state_${o.state}`, value: o.state },
      { key: `nonce_${o.stateNonce}`, value: o.stateNonce },
    ],
  };
  const script = `(function(){var d=JSON.parse(document.getElementById("lti-data").textContent);var left={};var done=false;
function go(){if(done)return;done=true;window.location.replace(d.authUrl)}
window.addEventListener("message",function(e){var m=e.data||{};if(e.origin!==d.origin||m.subject!=="lti.put_data.response")return;delete left[m.message_id];if(!Object.keys(left).length)go()});
try{var f=target(d.target);d.items.forEach(function(it,i){var id="put-"+i+"-"+Math.random().toString(36).slice(2);left[id]=1;f.postMessage({subject:"lti.put_data",message_id:id,key:it.key,value:it.value},d.origin)})}catch(e){go()}
setTimeout(go,2000)})();`;
  const fallback = `<noscript><p><a href="${escapeHtml(o.authUrl)}">${escapeHtml(translate("lti:launch.continue", o.locale))}</a></p></noscript>`;
  return page(o.locale, o.nonce, data, script, fallback);
}

/**
 * Launch without the state's cookie: reads the state back from the platform's frame and posts
 * the same form again (now from this site) with `lti_storage_state`; without an answer, the
 * launch is refused as `cookies_blocked`.
 */
export function getDataPage(o: {
  locale: Locale;
  nonce: string;
  action: string;
  blockedUrl: string;
  platformOrigin: string;
  target: string;
  state: string;
  fields: Record<string, string>;
}) {
  const data = {
    action: o.action,
    blocked: o.blockedUrl,
    origin: o.platformOrigin,
    target: o.target,
    key: `state_${o.state}`,
    fields: o.fields,
  };
  const script = `(function(){var d=JSON.parse(document.getElementById("lti-data").textContent);var id="get-"+Math.random().toString(36).slice(2);var done=false;
function post(value){if(done)return;done=true;var f=document.createElement("form");f.method="post";f.action=d.action;
var all=Object.assign({},d.fields,{lti_storage_state:value});Object.keys(all).forEach(function(k){var i=document.createElement("input");i.type="hidden";i.name=k;i.value=all[k];f.appendChild(i)});document.body.appendChild(f);f.submit()}
function blocked(){if(done)return;done=true;window.location.replace(d.blocked)}
window.addEventListener("message",function(e){var m=e.data||{};if(e.origin!==d.origin||m.subject!=="lti.get_data.response"||m.message_id!==id)return;if(typeof m.value==="string"&&m.value)post(m.value);else blocked()});
try{target(d.target).postMessage({subject:"lti.get_data",message_id:id,key:d.key},d.origin)}catch(e){blocked()}
setTimeout(blocked,2000)})();`;
  const fallback = `<noscript><p><a href="${escapeHtml(o.blockedUrl)}">${escapeHtml(translate("lti:launch.continue", o.locale))}</a></p></noscript>`;
  return page(o.locale, o.nonce, data, script, fallback);
}
