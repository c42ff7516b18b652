import { serverEnv } from "@/server/config/env";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seed/seed-database";
import { openDatabaseForScript } from "./open-for-script";

const handle = await openDatabaseForScript();
await migrateDatabase(handle);
const report = await seedDatabase(handle.db, serverEnv().SEED_SCALE);
await handle.close();
console.log(`Seeded (${report.scale}).`, report.largeSets.length ? report.largeSets : "");
