/** A real SMTP server on a local port (smtp-server), with every message parsed back (mailparser). */
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message as the server received it. */
export interface Received {
  from: string
  to: string[]
  mail: ParsedMail
}

/** A real SMTP server on a local port that takes mail from `alerts`/`s3cret` only. */
export async function startSmtpServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'alerts' && auth.password === 's3cret' ? callback(null, { user: 'alerts' }) : callback(new Error('bad credentials')),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: String(session.envelope.mailFrom ? session.envelope.mailFrom.address : null),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
