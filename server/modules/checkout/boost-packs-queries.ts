import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { boostPacks } from "@/server/db/schema/subscriptions";

export type BoostPackRow = typeof boostPacks.$inferSelect;

/** The packs on sale, in the catalogue's order. */
export function listPublicBoostPacks(db: Executor): Promise<BoostPackRow[]> {
  return db.select().from(boostPacks).where(eq(boostPacks.isPublic, true)).orderBy(asc(boostPacks.sortOrder), asc(boostPacks.boosts));
}

export async function findBoostPackByCode(db: Executor, code: string): Promise<BoostPackRow | undefined> {
  const [row] = await db.select().from(boostPacks).where(eq(boostPacks.code, code)).limit(1);
  return row;
}
