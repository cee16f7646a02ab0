import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The SPA lives in web/ and builds to dist/web, which the Hono server serves (server/app.ts).
export default defineConfig({
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fromRoot("./web"), "@shared": fromRoot("./shared") },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    // read by the bundle-size bench (tests/bench/bundle.bench.ts)
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      "/v1": "http://localhost:8787",
      "/api": "http://localhost:8787",
      "/algo-api": "http://localhost:8787",
      "/dev": "http://localhost:8787",
      "/healthz": "http://localhost:8787",
    },
  },
});
