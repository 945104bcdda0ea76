/** A page visited: its URL, the page before it, its title and when it was opened. */
export interface Visit {
  url: string
  referrer: string
  title: string
  time: number
}

/** A page view as built from a navigation: its title may be unknown yet (read once the page has rendered). */
export type PageView = Omit<Visit, 'title'> & { title?: string }

/**
 * The page views of a page's navigations, as the hosted script's first request and the complete
 * tracker both report them: one per change of page (the URL without its fragment, unless
 * `hashRouting`), each with the page before it as its referrer (`document.referrer` for the
 * first). The returned function takes each navigation in order and gives its page view, or
 * undefined when it stayed on the same page.
 */
export function pageViews(hashRouting?: boolean): (url: string, time: number, title?: string) => PageView | undefined {
  let lastPage: string | undefined = ''
  let referrer = document.referrer
  return (url, time, title) => {
    const page = hashRouting ? url : url.split('#')[0]
    if (page === lastPage) return
    lastPage = page
    const view = { url, referrer, title, time }
    referrer = url
    return view
  }
}
