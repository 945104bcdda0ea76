/**
 * Provider keys told by a short prefix, an exact length and an alphabet, whose hex or upper-case
 * body `redactShapes` cannot tell from a digest (the collector knows more), by alphabet: each entry
 * is `prefix:length` (a range as `min,max`); a prefix is a pattern and may hold a fixed part of
 * the key (Postman's `PMAK-<24 hex>-`, Mailchimp's `<32 hex>-us`, a Telegram bot's id and `:A`).
 * Hex alone is no mark (an MD5, a git SHA), so a bare hex run is never listed.
 */
export const PROVIDER_KEYS: Record<string, string> = {
  // Databricks, DigitalOcean, Shopify, Sentry, Postman, Pulumi, Supabase; Mailgun; Mailchimp; New Relic; Brevo
  '[\\da-f]': 'dapi:32 do[opr]_v1_:64 shp(?:at|ss|ca|pa)_:32 sntryu_:64 PMAK-[\\da-f]{24}-:34 pul-:40 sbp_:40',
  '[a-z\\d]': 'key-:32',
  '\\d': '[\\da-f]{32}-us:1,2',
  '[A-Z\\d]': 'NRAK-:27',
  '[A-Za-z\\d]': 'x(?:keysib|smtpsib)-[\\da-f]{64}-:16',
}

/**
 * One pattern for every key of `keys` (as `PROVIDER_KEYS`): group 1 is empty, group 2 the key,
 * which starts a word and which no key character follows. A scan starts where 20 key characters
 * follow (no key is shorter), else fails at once.
 */
export function providerKeys(keys: Record<string, string>): RegExp {
  const patterns = Object.entries(keys).flatMap(([alphabet, entries]) => entries.split(' ').map((entry) => entry.replace(/:([\d,]+)$/, `${alphabet}{$1}`)))
  return new RegExp(`()\\b(?=[\\w.+/=-]{20}|\\d{5,16}:)(${patterns.join('|')})(?![\\w-])`, 'g')
}
