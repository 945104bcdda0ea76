/**
 * Which company a domain stands for: its registrable domain under the public suffix list (tldts),
 * so `eng.initrode.com` and `initrode.com` are one account and `acme.co.uk` is not `co.uk`.
 * Free-mail, disposable and no-reply domains stand for no company, however they arrive (an
 * e-mail, an identify `company`, a contact's company domain).
 */
import { createRequire } from 'node:module'
import { domainToASCII } from 'node:url'
import { getDomain } from 'tldts'
import { normaliseDomain } from './ensureAccount.js'

const require = createRequire(import.meta.url)
const FREE_MAIL = new Set(require('email-providers/all.json') as string[])
const DISPOSABLE = new Set(require('disposable-email-domains') as string[])
// addresses that hide the person behind a service (commit e-mails, relays): no company
const NO_REPLY_HOSTS = ['users.noreply.github.com', 'noreply.github.com', 'users.noreply.gitlab.com', 'privaterelay.appleid.com', 'bitbucket.org']

function withinHost(host: string, parent: string): boolean {
  return host === parent || host.endsWith(`.${parent}`)
}

/** Whether a (normalised) domain belongs to a free e-mail provider (gmail.com, outlook.com ...). */
export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL.has(domain)
}

/**
 * The account domain for a domain, host, URL or IDN as given (`https://Eng.Initrode.com/`,
 * `bücher.de`), or null when it names no company: not a domain, a bare public suffix, or a
 * free-mail, disposable or no-reply domain.
 */
export function accountDomainOf(input: string): string | null {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
  const host = normaliseDomain(domainToASCII(trimmed) || trimmed)
  if (!host) return null
  if (NO_REPLY_HOSTS.some((parent) => withinHost(host, parent))) return null
  const registrable = getDomain(host, { allowPrivateDomains: true })
  if (!registrable) return null
  if (FREE_MAIL.has(host) || FREE_MAIL.has(registrable) || DISPOSABLE.has(host) || DISPOSABLE.has(registrable)) return null
  return registrable
}

/** The account domain of an e-mail address's domain, or null (see accountDomainOf). */
export function accountDomainOfEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  return at < 0 ? null : accountDomainOf(email.slice(at + 1))
}
