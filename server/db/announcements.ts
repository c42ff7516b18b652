import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "@/server/lib/logger";

/** How often a PostgreSQL listener proves its connection alive; a dead one is noticed within about this long. */
const LISTENER_HEARTBEAT_MS = 5_000;
const LISTENER_RETRY_MS = 1_000;

/** What hears a channel: each payload, and whether the process is listening at all. */
export type AnnouncementListener = {
  receive(payload: string | undefined): void;
  /** True once LISTEN is confirmed; false when the listener is lost (announcements may have been missed). */
  setListening(listening: boolean): void;
};

/**
 * LISTENs on `channel` of a database (a PGlite or a pg pool) for the life of that database.
 * PGlite is one process: its announcements arrive before the writing statement's promise settles.
 * PostgreSQL: a dedicated connection LISTENs, reconnects when lost and proves itself alive every
 * few seconds; it ends with the pool.
 */
export function listenForAnnouncements(client: object, channel: string, listener: AnnouncementListener): void {
  if (client instanceof pg.Pool) listenOnPostgres(client, channel, listener);
  else listenOnPglite(client as PGlite, channel, listener);
}

/** Whether a database delivers its announcements before the writer's own statement settles (PGlite does; PostgreSQL's arrive a moment later on another connection). */
export function announcesSynchronously(client: object): boolean {
  return !(client instanceof pg.Pool);
}

function listenOnPglite(client: PGlite, channel: string, listener: AnnouncementListener): void {
  client
    .listen(channel, (payload) => listener.receive(payload))
    .then(() => listener.setListening(true))
    .catch((error: unknown) => {
      if (!client.closed) logger().warn({ err: error, channel }, "cannot listen; answers query the database");
    });
}

function listenOnPostgres(pool: pg.Pool, channel: string, listener: AnnouncementListener): void {
  let connection: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const ended = () => (pool as pg.Pool & { ending?: boolean }).ending === true;

  const drop = (client: pg.Client) => {
    if (connection !== client) return;
    connection = undefined;
    listener.setListening(false);
    clearInterval(heartbeat);
    client.end().catch(() => {});
    if (!ended()) retry = setTimeout(connect, LISTENER_RETRY_MS);
  };

  const stop = () => {
    clearTimeout(retry);
    clearInterval(heartbeat);
    listener.setListening(false);
    const client = connection;
    connection = undefined;
    client?.end().catch(() => {});
  };

  async function connect(): Promise<void> {
    if (ended() || connection) return;
    const client = new pg.Client(pool.options);
    connection = client;
    client.on("error", () => drop(client));
    client.on("end", () => drop(client));
    client.on("notification", (message) => {
      if (message.channel === channel) listener.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!ended()) logger().warn({ err: error, channel }, "listener cannot connect; answers query the database until it does");
      drop(client);
      return;
    }
    if (ended()) return stop();
    if (connection !== client) return;
    listener.setListening(true);
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
