import type net from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/** What the real in-process SMTP server received, decoded by mailparser (never regex raw MIME). */
export interface Received {
  parsed: ParsedMail;
  mailFrom: string | undefined;
  rcptTo: string[];
  user: string | undefined;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 and a random port, keeping what it receives. */
export async function startSmtpServer(extra: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    ...extra,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            parsed,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as net.AddressInfo).port));
  });
  return { server, port, received, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
