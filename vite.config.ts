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
    // The radix internals shared by the chrome and by the screens' own primitives in two
    // chunks: left to itself the bundler cuts them into many small shared chunks, and each costs
    // gzip efficiency. The start-up bundle needs only the base (Slot, Avatar); the overlay
    // machinery (popper, focus, dismiss, scroll lock) comes with the first menu, dialog or select.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "radix-core",
              test: /node_modules[\\/](@radix-ui[\\/]react-(primitive|context|use-[a-z-]+|presence|id|compose-refs|slot)|@radix-ui[\\/]primitive)[\\/]/,
            },
            {
              name: "radix-overlay",
              test: /node_modules[\\/](@radix-ui[\\/]react-(collection|direction|roving-focus|popper|focus-guards|focus-scope|dismissable-layer|portal|arrow|visually-hidden)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|aria-hidden|tslib)[\\/]/,
            },
          ],
        },
      },
    },
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
