/**
 * The server's e-mail sender over SMTP (nodemailer), configured by the operator's environment
 * (`SMTP_*`, read by `config/mailerSettingsOf.ts`). Used by alerts and invitations.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'

/** Where and as whom to send. */
export interface MailerSettings {
  /** A full SMTP URL; when set, host, port, secure and credentials come from it. */
  url?: string
  host?: string
  /** Default 587 (465 when `secure`). */
  port?: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean
  user?: string
  password?: string
  /** The From address, e.g. `Devtrail <alerts@example.com>`. */
  from: string
  /** Per-connection and per-command timeout in ms (default 10 s). */
  timeoutMs?: number
}

/** One e-mail: a plain-text and an HTML part. */
export interface MailMessage {
  to: string[]
  subject: string
  text: string
  html: string
}

/** Sends e-mail. */
export interface Mailer {
  /** The From address. */
  readonly from: string
  /** Sends one message; resolves with the SMTP server's answer once it accepted the message. */
  send(message: MailMessage): Promise<{ messageId: string; response: string }>
  /** Closes pooled connections. */
  close(): void
}

/** A mailer over the SMTP server of `settings`. */
export function createMailer(settings: MailerSettings): Mailer {
  const timeoutMs = settings.timeoutMs ?? 10_000
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
  const options: SMTPTransport.Options = settings.url
    ? { url: settings.url, ...timeouts }
    : {
        host: settings.host,
        port: settings.port ?? (settings.secure ? 465 : 587),
        secure: settings.secure ?? false,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
        ...timeouts,
      }
  const transporter: Transporter = nodemailer.createTransport(options)
  return {
    from: settings.from,
    async send(message) {
      const info = await transporter.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      return { messageId: String(info.messageId), response: String(info.response) }
    },
    close: () => transporter.close(),
  }
}
