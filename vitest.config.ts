import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": fromRoot("./web"), "@shared": fromRoot("./shared") };

// Two projects: server/shared/integration tests in Node, component tests in happy-dom.
// Integration tests run on PGlite; with TEST_DATABASE_URL / TEST_REDIS_URL set they also run
// against the real PostgreSQL and Redis (see tests/helpers/backends.ts and .ci/run).
export default defineConfig({
  test: {
    reporters: ["default"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/repo/**/*.test.ts",
          ],
          globalSetup: ["tests/helpers/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.{ts,tsx}"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
