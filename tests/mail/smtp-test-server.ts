import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  messageId: string | null;
  subject: string | null;
  to: string[];
  raw: string;
};

export type SmtpTestServerOptions = {
  /** How long the server holds each message before answering 250 (a slow relay). */
  delayMs?: number;
  /** Called when a message's data has arrived, before the delay and the answer. */
  onData?: (mail: ReceivedMail) => void;
};

export type SmtpTestServer = {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message the server accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** Answer the next `count` messages with a temporary failure instead of accepting them. */
  failNext(count: number, message?: string): void;
  close(): Promise<void>;
};

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Unfold continuation lines, then find the header.
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? null;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port, with no TLS and no authentication, that keeps
 * what it receives in memory. Nothing leaves the machine.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let failures: { count: number; message: string } = { count: 0, message: "" };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          messageId: header(raw, "Message-ID"),
          subject: header(raw, "Subject"),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        };
        options.onData?.(mail);
        const answer = () => {
          if (failures.count > 0) {
            failures = { ...failures, count: failures.count - 1 };
            callback(Object.assign(new Error(failures.message), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          callback();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A client that dies mid-conversation (the kill -9 test) resets its connection: not our failure.
  server.on("error", () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count, message = "Mailbox temporarily unavailable") {
      failures = { count, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
