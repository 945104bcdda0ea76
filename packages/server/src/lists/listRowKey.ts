/**
 * The primary key of a list row, checked and normalised by list type: a domain for ACCOUNT lists;
 * an e-mail, a GitHub login or a LinkedIn id for DEVELOPER lists (documented on the list routes in /openapi.json).
 */
import { isEmailAddress } from '../identity/emailAddress.js'
import { normaliseDomain } from '../accounts/ensureAccount.js'
import type { ListType } from '../store/schema.js'

const GITHUB_LOGIN = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i
const GITHUB_URL = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([a-z\d-]+)\/?$/i
const LINKEDIN_ID = /^[\p{L}\p{N}][\p{L}\p{N}_-]{1,99}$/u
const LINKEDIN_URL = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i

/**
 * The stored row key for `value`, or a reason it is not a valid primary key.
 * DEVELOPER keys: `user@x.com`, `github:login` (a bare login, `github:login` or a github.com URL),
 * `linkedin:id` (`linkedin:id` or a linkedin.com/in/ URL).
 */
export function listRowKey(type: ListType, value: string): { key: string } | { problem: string } {
  const trimmed = value.trim()
  if (type === 'ACCOUNT') {
    const domain = normaliseDomain(trimmed)
    return domain ? { key: domain } : { problem: `"${value}" is not a domain` }
  }
  if (isEmailAddress(trimmed)) return { key: trimmed.toLowerCase() }
  const githubUrl = GITHUB_URL.exec(trimmed)
  const github = githubUrl?.[1] ?? (/^github:/i.test(trimmed) ? trimmed.slice(7) : trimmed)
  if (GITHUB_LOGIN.test(github) && (githubUrl || !/^linkedin:/i.test(trimmed))) return { key: `github:${github.toLowerCase()}` }
  const linkedinUrl = LINKEDIN_URL.exec(trimmed)
  let linkedin = linkedinUrl?.[1] ?? (/^linkedin:/i.test(trimmed) ? trimmed.slice(9) : trimmed)
  try {
    linkedin = decodeURIComponent(linkedin)
  } catch {
    return { problem: `"${value}" is not an e-mail, a GitHub login or a LinkedIn id` }
  }
  if (LINKEDIN_ID.test(linkedin)) return { key: `linkedin:${linkedin.toLowerCase()}` }
  return { problem: `"${value}" is not an e-mail, a GitHub login or a LinkedIn id` }
}
