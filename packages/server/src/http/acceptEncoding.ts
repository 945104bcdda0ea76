/** Content negotiation for precompressed files: brotli, else gzip, else the plain bytes. */

/** An encoding Devtrail can send a precompressed file in. */
export type ContentEncoding = 'br' | 'gzip' | 'identity'

/** The best of brotli and gzip that `header` (Accept-Encoding) accepts with a non-zero q, else identity. */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const quality = (name: string) => accepted.get(name) ?? (name !== 'identity' ? accepted.get('*') : undefined) ?? 0
  if (quality('br') > 0) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return 'identity'
}
