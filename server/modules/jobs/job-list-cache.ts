import { createHash } from "node:crypto";
import { announcesSynchronously, listenForAnnouncements, type AnnouncementListener } from "@/server/db/announcements";
import type { Database } from "@/server/db/client";
import { findJobListVersion } from "./jobs-queries";

/** The company's job list version (migration 0023's triggers move it); a company never written is 0. */
export { findJobListVersion as jobListVersion } from "./jobs-queries";

/** Answers kept per process; past this the least recently used goes (a miss only costs a recompute). */
const MAX_ANSWERS = 2_000;
/** Companies whose version is kept; past this the versions start over (each is then read once more). */
const MAX_VERSIONS = 100_000;

/** Migration 0024: every bump of a company's version is announced here as "<companyId>:<version>". */
const JOB_LIST_VERSION_CHANNEL = "job_list_version";

type Entry<T> = { version: number; answer: Promise<T> };

/** Freezes an answer shared by every request that asks the same question, so no caller can change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Job list answers of this process, each kept with the company's list version it was computed at.
 * A request reads the version first (one primary-key lookup) and is answered from memory when an
 * answer for that version and the same question exists; otherwise it computes, and requests asking
 * the same question meanwhile share that one computation. The version is read before the answer's
 * statements, so an answer is never older than the version it is kept under: a write that commits
 * in between moves the version, and the next request computes again. The version lives in the
 * database, so every instance of the API sees every writer's changes.
 */
export class JobListCache<T> implements AnnouncementListener {
  private readonly entries = new Map<string, Entry<T>>();
  /** Company versions as announced (or read since listening began); trusted only while listening. */
  private readonly versions = new Map<string, number>();
  private listening = false;

  async answer(db: Database, companyId: string, question: unknown, compute: () => Promise<T>): Promise<T> {
    const version = await this.versionOf(db, companyId);
    const key = `${companyId}:${createHash("sha256").update(JSON.stringify(question)).digest("base64url")}`;
    const known = this.entries.get(key);
    if (known && known.version === version) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.answer;
    }
    const answer = compute().then(deepFreeze);
    // A request that read an older version than one already kept (a write committed while it ran)
    // answers for itself and keeps nothing.
    if (known && known.version > version) return answer;
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > MAX_ANSWERS) this.entries.delete(this.entries.keys().next().value!);
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }

  /**
   * The company's version: from memory while every bump is heard before its writer's statement
   * settles, otherwise one primary-key read. A read never lowers what an announcement has raised
   * meanwhile.
   */
  private async versionOf(db: Database, companyId: string): Promise<number> {
    if (this.listening) {
      const known = this.versions.get(companyId);
      if (known !== undefined) return known;
    }
    const read = await findJobListVersion(db, companyId);
    if (this.listening) this.raise(companyId, read);
    return this.listening ? this.versions.get(companyId)! : read;
  }

  private raise(companyId: string, version: number): void {
    const known = this.versions.get(companyId);
    if (known !== undefined && known >= version) return;
    if (known === undefined && this.versions.size >= MAX_VERSIONS) this.versions.clear();
    this.versions.set(companyId, version);
  }

  receive(payload: string | undefined): void {
    const [companyId, version] = (payload ?? "").split(":");
    const next = Number(version);
    if (companyId && Number.isSafeInteger(next)) this.raise(companyId, next);
  }

  /** Listening or not, the versions start over: announcements may have been missed. */
  setListening(listening: boolean): void {
    this.versions.clear();
    this.listening = listening;
  }

  get isListening(): boolean {
    return this.listening;
  }
}

const caches = new WeakMap<object, JobListCache<unknown>>();

/**
 * The cache of this database (one per connection pool or PGlite), so separate databases never share
 * answers. On the embedded database it listens for version announcements. PostgreSQL keeps reading
 * the version: its announcements arrive on another connection a moment after the commit, and a
 * recruiter who has just published a job must see it in the list they open next.
 */
export function jobListCache<T>(db: Database): JobListCache<T> {
  const client = (db as unknown as { $client: object }).$client;
  let cache = caches.get(client);
  if (!cache) {
    cache = new JobListCache<unknown>();
    caches.set(client, cache);
    if (announcesSynchronously(client)) listenForAnnouncements(client, JOB_LIST_VERSION_CHANNEL, cache);
  }
  return cache as JobListCache<T>;
}
