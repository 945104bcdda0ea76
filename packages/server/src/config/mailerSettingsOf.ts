/** The SMTP sender an environment sets: `SMTP_URL`, or `SMTP_HOST` and the rest; and `SMTP_FROM`. */
import type { MailerSettings } from '../email/createMailer.js'
import { ConfigError } from './configError.js'
import { type Environment, readVariable } from './readVariable.js'

/** The mailer settings of `env`, or null when no SMTP server is configured; a half-done set-up is a ConfigError. */
export function mailerSettingsOf(env: Environment): MailerSettings | null {
  const url = readVariable(env, 'SMTP_URL')
  const host = readVariable(env, 'SMTP_HOST')
  if (!url && !host) return null
  const from = readVariable(env, 'SMTP_FROM')
  if (!from) throw new ConfigError('SMTP_FROM must name the sender when SMTP_URL or SMTP_HOST is set')
  if (url) return { url, from }
  const port = readVariable(env, 'SMTP_PORT')
  const user = readVariable(env, 'SMTP_USER')
  const password = readVariable(env, 'SMTP_PASSWORD')
  return {
    host: host!,
    ...(port !== undefined ? { port } : {}),
    secure: readVariable(env, 'SMTP_SECURE'),
    ...(user ? { user } : {}),
    ...(password ? { password } : {}),
    from,
  }
}
