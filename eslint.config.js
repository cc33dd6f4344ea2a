// ESLint (flat config): typescript-eslint, React hooks, JSX accessibility, and the house rules of
// ARCHITECTURE.md that a standard rule can state (import boundaries, file names, file size, redirects,
// no skipped tests). Decision: docs/decisions/0048-eslint-and-prettier.md. The rules no plugin
// expresses stay in scripts/lint.mjs; `npm run lint` runs both.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature folders of the app (app/components/<area>/) that import another feature folder today.
// A ratchet: the list may only shrink. A piece that several areas need and that knows no area goes
// to app/components/ui or app/lib instead of a new line here.
const FEATURE_EDGES = {
  layout: ["account", "assistants", "public"],
  "lti-launch": ["training"],
  overview: ["account", "assistants", "company"],
  programs: ["training"],
  public: ["training"],
  subscription: ["account", "public"],
  training: ["assistants"],
};

const is = (type, more = {}) => ({ element: { type, ...more } });
const APP = [is("feature"), is("page"), is("app")];
const SERVER = [is("area"), is("platform"), is("server")];
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "coverage/",
      "public/",
      "test-results/",
      "playwright-report/",
      ".react-router/",
      "server/db/migrations/",
      "**/+types/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a signature, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // a `let` that a closure reads before its one assignment cannot be a const
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // every control character in our patterns is meant: sanitizers of file names, cookies and input
      "no-control-regex": "off",
    },
  },

  // React: the classic hook rules. The React Compiler rules of the plugin's "recommended" set cost
  // ~90 s of CPU on this tree (decision 0048), more than the whole lint may take.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // a label's text is often a translated string two or three elements deep
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
      // a scrolling <pre> or region takes the focus so the keyboard can scroll it (axe: scrollable-region-focusable)
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["tabpanel", "region"] }],
    },
  },

  // File names are kebab-case (a leading "01-" and inner extensions such as .test or .client aside).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "contract/**/*.ts", "e2e/**/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "?(+([0-9])-)+([a-z0-9])*(-+([a-z0-9]))" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // Files stay small (house limit ~300 lines; the lint stops at 400). Not counted: tests, and what the
  // areas seed and the skill-gap question bank, mostly text that formatting spreads over more lines.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [...TESTS, "server/api/*/seed/**", "server/api/learning/skill-gap-bank/**"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }] },
  },

  // Redirects go through the one safe-target helper (decision 0044): React Router's own only in
  // app/lib/redirect.ts, Hono's c.redirect only in server/platform/http.ts.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/redirect.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["redirect", "redirectDocument", "replace"],
              message: "redirect through app/lib/redirect.ts",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/platform/http.ts", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='c'][callee.property.name='redirect']",
          message: "redirect with redirectTo (server/platform/http.ts), which encodes the Location",
        },
      ],
    },
  },

  // No skipped or focused tests (it.skip, test.describe.only, …), no sleeps.
  {
    files: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name=/^(skip|only|todo)$/]", message: "no skipped or focused tests" },
        { selector: "CallExpression[callee.name='xit']", message: "no skipped tests" },
        { selector: "MemberExpression[property.name='waitForTimeout']", message: "wait for what the person would see, not for time" },
      ],
    },
  },

  // Import boundaries (ARCHITECTURE.md "Rules of the house").
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "contract/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "feature", pattern: "app/components/*", capture: ["area"] },
        { type: "page", pattern: "app/routes/*", capture: ["area"] },
        { type: "app", pattern: "app" },
        { type: "area", pattern: "server/api/*", capture: ["area"] },
        { type: "platform", pattern: "server/platform" },
        { type: "server", pattern: "server" },
        { type: "contract", pattern: "contract" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          // Later policies win over earlier ones.
          policies: [
            { from: APP, disallow: { to: SERVER }, message: "app/ never imports server/: it reaches the server through the API" },
            { from: SERVER, disallow: { to: APP }, message: "server/ never imports app/ (only main.ts loads the built SSR bundle)" },
            {
              from: is("contract"),
              disallow: { to: [...APP, ...SERVER] },
              message: "contract/ is shared and imports neither app/ nor server/",
            },

            // An area is reached only through its index.ts. Schema files may name another area's
            // table in a foreign key; tests, their helpers (test/) and the demo data (seed/) may set
            // up any area from inside.
            { from: is("area"), disallow: { to: is("area") }, message: "another area is reached only through its index.ts" },
            { from: is("area"), allow: { to: is("area", { fileInternalPath: "index.ts" }) } },
            { from: is("area", { fileInternalPath: "schema*.ts" }), allow: { to: is("area", { fileInternalPath: "schema*.ts" }) } },
            { from: is("area", { fileInternalPath: ["**/*.test.ts", "seed/**", "test/**"] }), allow: { to: is("area") } },

            // platform/ is below every area: an area lends what the platform needs (a hook, a type
            // it widens), never the other way round. Its tests may set up an area's rows.
            {
              from: is("platform"),
              disallow: { to: is("area") },
              message: "platform/ imports no area: have the area lend it what it needs (a hook, a widened type)",
            },
            { from: is("platform", { fileInternalPath: "**/*.test.ts" }), allow: { to: is("area") } },

            // App feature folders: components never import route modules, route folders never import
            // each other, and a feature folder imports another only along FEATURE_EDGES.
            { from: is("feature"), disallow: { to: is("page") }, message: "components never import route modules" },
            {
              from: is("page"),
              disallow: { to: is("page") },
              message: "a route folder never imports another route folder; share through components",
            },
            {
              from: is("feature"),
              disallow: { to: is("feature") },
              message:
                "a feature folder imports another only along FEATURE_EDGES (eslint.config.js); move a generic piece to app/components/ui or app/lib",
            },
            { from: is("feature"), allow: { to: is("feature", { captured: { area: "ui" } }) } },
            ...Object.entries(FEATURE_EDGES).map(([area, to]) => ({
              from: is("feature", { captured: { area } }),
              allow: { to: to.map((other) => is("feature", { captured: { area: other } })) },
            })),
            {
              from: is("feature", { captured: { area: "ui" } }),
              disallow: { to: is("feature") },
              message: "app/components/ui knows no feature folder",
            },
          ],
        },
      ],
    },
  },
);
