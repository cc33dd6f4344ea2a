import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { buildServer } from "./scripts/build-server.mjs";
import { precompress } from "./scripts/precompress.mjs";

/**
 * The rest of the production build, so that `react-router build` alone yields a complete
 * build: .br/.gz copies of the client files, and the Node server compiled to build/node/.
 */
function productionBuild(): Plugin {
  return {
    name: "skill5:production-build",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name === "client") await precompress(options.dir!);
      if (this.environment.name === "ssr") await buildServer();
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), productionBuild()],
  build: { assetsInlineLimit: 0 },
});
