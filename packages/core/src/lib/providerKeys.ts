/**
 * Provider keys told by a short prefix, an exact length and an alphabet, by alphabet: each entry
 * is `prefix:length` (a range as `min,max`); a prefix is a pattern and may hold a fixed part of
 * the key (Postman's `PMAK-<24 hex>-`, Mailchimp's `<32 hex>-us`, a Telegram bot's id and `:A`).
 * Hex alone is no mark (an MD5, a git SHA), so a bare hex run is never listed.
 */
export const PROVIDER_KEYS: Record<string, string> = {
  // Databricks, DigitalOcean, Shopify, Sentry user, Postman, New Relic browser, Pulumi, Supabase, RubyGems, Shippo, MailerSend, Grafana service account, LangSmith, Sourcegraph
  '[\\da-f]':
    'dapi:32 do[opr]_v1_:64 shp(?:at|ss|ca|pa)_:32 sntryu_:64 PMAK-[\\da-f]{24}-:34 NRJS-:19 pul-:40 sbp_:40 rubygems_:48 shippo_(?:live|test)_:40 mlsn\\.:64 glsa_[A-Za-z\\d]{32}_:8 lsv2_(?:pt|sk)_[\\da-f]{32}_:10 sgp_(?:[\\da-f]{16}_)?:40',
  // Mailgun
  '[a-z\\d]': 'key-:32',
  // Mailchimp
  '\\d': '[\\da-f]{32}-us:1,2',
  // Linear, Brevo, Bitbucket, Perplexity, Groq, Replicate, Render, EasyPost, JFrog, xAI, Alibaba, Notion, Prefect
  '[A-Za-z\\d]':
    'lin_api_:40 x(?:keysib|smtpsib)-[\\da-f]{64}-:16 ATBB:32 pplx-:48 gsk_:52 r8_:37 rnd_:32 EZAK:54 AKCp:69 xai-:80 LTAI:20 ntn_\\d{11}:35 secret_:43 pnu_:36',
  // New Relic, age, Dynatrace
  '[A-Z\\d]': 'NRAK-:27 AGE-SECRET-KEY-1:58 dt0c01\\.[A-Z\\d]{24}\\.:64',
  // New Relic, Contentful, Heroku, Square, Atlassian, Docker Hub, Google OAuth, Fly.io, PlanetScale, Google access tokens, Telegram bots
  '[\\w=-]':
    'NRI[IQ]-:32 CFPAT-:43 HRKU-AA:58 EAAA:60 sq0atp-:22 sq0csp-:43 ATATT3:186 dckr_pat_:27 GOCSPX-:28 fo1_:43 pscale_(?:tkn|pw|oauth)_:32,64 ya29\\.:30,2000 \\d{5,16}:A:34',
  // Grafana Cloud, Sentry organization tokens, Docker registry credentials (`{"auths":` in base64)
  '[\\w+/=]': 'glc_:32,400 sntrys_eyJ:60,400 eyJhdXRocyI6:20,9999',
}

/**
 * One pattern for every key of `keys` (as `PROVIDER_KEYS`): group 1 is empty, group 2 the key,
 * which no key character follows. A match without group 2 is a run of `[\w.-]` skipped whole: a
 * key starts where a run starts, and no run is scanned from each of its characters.
 */
export function providerKeys(keys: Record<string, string>): RegExp {
  const patterns = Object.entries(keys).flatMap(([alphabet, entries]) =>
    entries.split(' ').map((entry) => entry.replace(/:([\d,]+)$/, `${alphabet}{$1}`)),
  )
  return new RegExp(`()(?=\\w)(${patterns.join('|')})(?![\\w-])|[\\w.-]+`, 'g')
}
