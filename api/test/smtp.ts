import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** SMTP_URL for the product. */
  url: string;
  /** Every message taken, parsed, oldest first. */
  received: ParsedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) for the product to send to: it takes
 * every message but those to `refuse`, which it answers 550, as a mailbox that does not exist.
 */
export async function startSmtp(opts: { refuse?: string } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === opts.refuse) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
