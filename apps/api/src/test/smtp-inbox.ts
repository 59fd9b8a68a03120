import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server in the test process (no mocks): nodemailer talks SMTP to it and the test reads
 * what arrived. `stop()` then `start()` again on the same port simulates an outage.
 */
export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;

  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
              received.push({
                to,
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: String(mail.html || ''),
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename ?? '',
                  contentType: a.contentType,
                  content: a.content,
                })),
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });

  const boundPort = await listen(port);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    stop,
    restart: async () => {
      await listen(boundPort);
    },
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
