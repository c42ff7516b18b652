import { migrateDatabase } from "../migrate";
import { openDatabaseForScript } from "./open-for-script";

const handle = await openDatabaseForScript();
await migrateDatabase(handle);
await handle.close();
console.log("Migrations applied.");
