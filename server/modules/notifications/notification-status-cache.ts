import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "@/server/db/client";
import { logger } from "@/server/lib/logger";

/**
 * The channel the database announces on (triggers of migration 0010):
 * - `v:<userId>:<version>` after a transaction changed the user's notifications or last-seen row;
 * - `r:<userId>` after one of the user's sessions was revoked or deleted.
 * NOTIFY is delivered at commit, to every connection listening on the same database.
 */
export const NOTIFICATION_STATUS_CHANNEL = "notification_status";

/** How often a PostgreSQL listener proves its connection alive; a dead one stops the cache within about this long. */
export const LISTENER_HEARTBEAT_MS = 5_000;
const LISTENER_RETRY_MS = 1_000;
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

/**
 * The cache of this database (one per connection pool or PGlite), listening from the first call.
 * PGlite is one process: its announcements arrive before the writing statement's promise settles.
 * PostgreSQL: a dedicated connection LISTENs, reconnects when lost and proves itself alive every
 * few seconds; it ends with the pool.
 */
export function notificationStatusCache(db: Database): NotificationStatusCache {
  const client = (db as unknown as { $client: object }).$client;
  let cache = caches.get(client);
  if (!cache) {
    cache = new NotificationStatusCache();
    caches.set(client, cache);
    if (client instanceof pg.Pool) listenOnPostgres(client, cache);
    else listenOnPglite(client as PGlite, cache);
  }
  return cache;
}

function listenOnPglite(client: PGlite, cache: NotificationStatusCache): void {
  client
    .listen(NOTIFICATION_STATUS_CHANNEL, (payload) => cache.receive(payload))
    .then(() => cache.setListening(true))
    .catch((error: unknown) => {
      if (!client.closed) logger().warn({ err: error }, "notification status: cannot listen; every poll queries");
    });
}

function listenOnPostgres(pool: pg.Pool, cache: NotificationStatusCache): void {
  let listener: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const ended = () => (pool as pg.Pool & { ending?: boolean }).ending === true;

  const drop = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    cache.setListening(false);
    clearInterval(heartbeat);
    client.end().catch(() => {});
    if (!ended()) retry = setTimeout(connect, LISTENER_RETRY_MS);
  };

  const stop = () => {
    clearTimeout(retry);
    clearInterval(heartbeat);
    cache.setListening(false);
    const client = listener;
    listener = undefined;
    client?.end().catch(() => {});
  };

  async function connect(): Promise<void> {
    if (ended() || listener) return;
    const client = new pg.Client(pool.options);
    listener = client;
    client.on("error", () => drop(client));
    client.on("end", () => drop(client));
    client.on("notification", (message) => {
      if (message.channel === NOTIFICATION_STATUS_CHANNEL) cache.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_STATUS_CHANNEL}`);
    } catch (error) {
      if (!ended()) logger().warn({ err: error }, "notification status: listener cannot connect; polls query until it does");
      drop(client);
      return;
    }
    if (ended()) return stop();
    if (listener !== client) return;
    cache.setListening(true);
    heartbeat = setInterval(() => {
      if (ended()) return stop();
      const timeout = setTimeout(() => drop(client), LISTENER_HEARTBEAT_MS).unref();
      client.query("select 1").then(
        () => clearTimeout(timeout),
        () => drop(client),
      );
    }, LISTENER_HEARTBEAT_MS);
    heartbeat.unref();
  }

  // The pool's idle connections are removed when it ends: stop listening with them.
  pool.on("remove", () => {
    if (ended()) stop();
  });
  void connect();
}
