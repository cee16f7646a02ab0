import { defineConfig } from "drizzle-kit";

// Offline migration generation (`npm run db:generate`); migrations are applied at start-up by server/store/db.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/store/schema.ts",
  out: "./server/store/migrations",
});
