/**
 * The server's e-mail sender over SMTP (nodemailer), configured by the operator's environment:
 * `SMTP_URL` (smtp:// or smtps://user:password@host:port), or `SMTP_HOST`, `SMTP_PORT`,
 * `SMTP_USER`, `SMTP_PASSWORD`, `SMTP_SECURE`; and `SMTP_FROM`. Used by alerts, and meant for
 * anything else that mails (invitations).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import { DevtrailError } from '../errors.js'

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

/** The mailer settings of an environment, or null when no SMTP server is configured. */
export function mailerSettingsOf(env: NodeJS.ProcessEnv): MailerSettings | null {
  const url = env.SMTP_URL?.trim()
  const host = env.SMTP_HOST?.trim()
  if (!url && !host) return null
  const from = env.SMTP_FROM?.trim()
  if (!from) throw new DevtrailError('params_invalid', 'SMTP_FROM must name the sender when SMTP_URL or SMTP_HOST is set')
  if (url) return { url, from }
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : undefined
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) throw new DevtrailError('params_invalid', 'SMTP_PORT must be a port number')
  const secure = ['1', 'true', 'yes'].includes(env.SMTP_SECURE?.trim().toLowerCase() ?? '')
  return {
    host: host!,
    ...(port !== undefined ? { port } : {}),
    secure,
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
    from,
  }
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
