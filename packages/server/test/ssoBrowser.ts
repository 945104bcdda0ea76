/** A minimal browser for the SSO tests: follows redirects with a cookie jar per host, stopping before the app's SSO callback. */
export class Browser {
  private readonly _jar = new Map<string, Map<string, string>>()

  private _remember(url: URL, response: Response): void {
    const jar = this._jar.get(url.host) ?? new Map<string, string>()
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const [name = '', ...value] = pair.split('=')
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name.trim())
      else jar.set(name.trim(), value.join('='))
    }
    this._jar.set(url.host, jar)
  }

  /** The cookie `name` held for `host`. */
  cookie(host: string, name: string): string | undefined {
    return this._jar.get(host)?.get(name)
  }

  /** Drops the cookies of `host`. */
  forget(host: string): void {
    this._jar.delete(host)
  }

  /** POSTs JSON `body` to `url` as the dashboard's page does (same origin), keeping the cookies it sets; answers the JSON. */
  async post(url: string, body: unknown): Promise<{ status: number; json: any }> {
    const target = new URL(url)
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    })
    this._remember(target, response)
    return { status: response.status, json: await response.json() }
  }

  /** GETs `url` and follows redirects; answers the last response, or the callback URL it would open. */
  async open(start: string, stopAtPath: string | null = '/dashboard/auth/sso/callback'): Promise<{ url: URL; response: Response | null }> {
    let url = new URL(start)
    for (let hops = 0; hops < 20; hops++) {
      if (stopAtPath && url.pathname === stopAtPath) return { url, response: null }
      const cookies = [...(this._jar.get(url.host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join('; ')
      const response = await fetch(url, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} })
      this._remember(url, response)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) return { url, response }
      await response.arrayBuffer()
      url = new URL(location, url)
    }
    throw new Error('too many redirects')
  }
}
