import type { Database } from "@/server/db/client";
import { listenForAnnouncements } from "@/server/db/announcements";

/**
 * The channel the database announces on (triggers of migration 0010):
 * - `v:<userId>:<version>` after a transaction changed the user's notifications or last-seen row;
 * - `r:<userId>` after one of the user's sessions was revoked or deleted.
 * NOTIFY is delivered at commit, to every connection listening on the same database.
 */
export const NOTIFICATION_STATUS_CHANNEL = "notification_status";

/** Users kept; beyond this the cache starts over (a cleared cache is always correct, only slower). */
const MAX_USERS = 100_000;

type Entry = {
  version: number;
  /** The answer for `version`, or null when only the version is known (a NOTIFY moved it). */
  hasNotification: boolean | null;
  /** Sessions of this user the database confirmed live, with when they expire (ms). */
  sessions: Map<string, number>;
};

export type CachedStatus = { version: number; hasNotification: boolean | null };

/** Taken before a status query; the answer is kept only if nothing was forgotten meanwhile. */
export type CacheTicket = { epoch: number };

/**
 * What this process knows of each polling user's bell: the notification version, the answer for
 * it, and which of the user's sessions are live. Kept current by the database's announcements, so
 * an unchanged poll (If-None-Match of the current version, from a known live session) is answered
 * without any query. Used only while the process is listening: until LISTEN is confirmed, and from
 * the moment a listener connection is found dead, every poll goes to the database.
 */
export class NotificationStatusCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves whenever something is forgotten (revocation, listener lost): in-flight answers are then dropped. */
  private epoch = 0;
  private listening = false;
  private waiters: (() => void)[] = [];

  /** The cached state for a live, known session of this user, or undefined (go to the database). */
  lookup(userId: string, sessionId: string, nowMs: number): CachedStatus | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(userId);
    const expiresAt = entry?.sessions.get(sessionId);
    if (!entry || expiresAt === undefined) return undefined;
    if (expiresAt <= nowMs) {
      entry.sessions.delete(sessionId);
      return undefined;
    }
    return { version: entry.version, hasNotification: entry.hasNotification };
  }

  ticket(): CacheTicket {
    return { epoch: this.epoch };
  }

  /** Keeps what one status query read (session live until `sessionExpiresAt`, the version and its answer). */
  remember(ticket: CacheTicket, userId: string, sessionId: string, read: { sessionExpiresAt: Date; version: number; hasNotification: boolean }): void {
    if (!this.listening || ticket.epoch !== this.epoch) return;
    let entry = this.entries.get(userId);
    if (!entry) {
      if (this.entries.size >= MAX_USERS) this.forgetAll();
      entry = { version: read.version, hasNotification: read.hasNotification, sessions: new Map() };
      this.entries.set(userId, entry);
    } else if (read.version > entry.version) {
      entry.version = read.version;
      entry.hasNotification = read.hasNotification;
    } else if (read.version === entry.version) {
      entry.hasNotification = read.hasNotification;
    }
    // (An older version than known: a NOTIFY overtook this query; its answer is stale, the session is not.)
    entry.sessions.set(sessionId, read.sessionExpiresAt.getTime());
  }

  /** A session the database no longer accepts. */
  forgetSession(userId: string, sessionId: string): void {
    this.entries.get(userId)?.sessions.delete(sessionId);
  }

  /** Applies one announcement of the channel. */
  receive(payload: string | undefined): void {
    if (!payload) return;
    const [kind, userId, version] = payload.split(":");
    if (!userId) return;
    if (kind === "r") {
      // A revocation: forget the user and drop any answer read before it.
      this.entries.delete(userId);
      this.epoch += 1;
    } else if (kind === "v") {
      const next = Number(version);
      if (!Number.isSafeInteger(next)) return;
      const entry = this.entries.get(userId);
      if (!entry) {
        // Remember the version even for a user not cached, so a query already under way that read
        // an older one cannot store it as current.
        if (this.entries.size >= MAX_USERS) this.forgetAll();
        this.entries.set(userId, { version: next, hasNotification: null, sessions: new Map() });
      } else if (next > entry.version) {
        entry.version = next;
        entry.hasNotification = null;
      }
    }
  }

  /** Listening (or not): either way the cache starts over, since announcements may have been missed. */
  setListening(listening: boolean): void {
    this.forgetAll();
    this.listening = listening;
    if (listening) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once the process listens (at once if it does): tests and benchmarks wait for it. */
  untilListening(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  get isListening(): boolean {
    return this.listening;
  }

  private forgetAll(): void {
    this.entries.clear();
    this.epoch += 1;
  }
}

const caches = new WeakMap<object, NotificationStatusCache>();

/** The cache of this database (one per connection pool or PGlite), listening from the first call. */
export function notificationStatusCache(db: Database): NotificationStatusCache {
  const client = (db as unknown as { $client: object }).$client;
  let cache = caches.get(client);
  if (!cache) {
    cache = new NotificationStatusCache();
    caches.set(client, cache);
    listenForAnnouncements(client, NOTIFICATION_STATUS_CHANNEL, cache);
  }
  return cache;
}
