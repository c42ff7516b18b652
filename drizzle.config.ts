import { defineConfig } from "drizzle-kit";

// One migration history serves both drivers (PGlite and PostgreSQL 15).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
  casing: "snake_case",
});
