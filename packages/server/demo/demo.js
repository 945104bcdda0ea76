// Shared script of the Devtrail demo pages: starts the tracker, feeds the "recent activity"
// panel, and wires the copy buttons, the docs navigation and the product sign-in.
;(() => {
  const clientID = document.body.getAttribute('data-client-id')

  // /tracker.js is loaded with a plain async script tag; init once it has run.
  function withTracker(callback) {
    if (window.Devtrail) return callback(window.Devtrail)
    const tag = document.getElementById('devtrail-tracker')
    if (tag)
      tag.addEventListener('load', () => {
        if (window.Devtrail) callback(window.Devtrail)
      })
  }
  withTracker((tracker) => {
    tracker.init({ clientID: clientID, apiHost: location.origin })
  })

  // Recent activity panel
  const list = document.getElementById('activity')
  function label(activity) {
    const who = activity.developer || 'anonymous visitor'
    const time = new Date(activity.time).toLocaleTimeString()
    const path = activity.page ? activity.page.replace(location.origin, '') : ''
    return { title: `${activity.activity_type} \u00b7 ${activity.activity_source}`, meta: `${who} \u00b7 ${time}${path ? ` \u00b7 ${path}` : ''}` }
  }
  function render(activities) {
    list.textContent = ''
    if (activities.length === 0) {
      const empty = document.createElement('li')
      empty.className = 'empty'
      empty.textContent = 'No activity yet: browse, copy a command, sign in.'
      list.appendChild(empty)
    }
    activities.forEach((activity) => {
      const item = document.createElement('li')
      const text = label(activity)
      const title = document.createElement('strong')
      title.textContent = text.title
      const meta = document.createElement('span')
      meta.textContent = text.meta
      item.appendChild(title)
      item.appendChild(meta)
      if (activity.copied_text) {
        const code = document.createElement('code')
        code.textContent = activity.copied_text
        item.appendChild(code)
      }
      list.appendChild(item)
    })
  }
  function refresh() {
    fetch('/demo/activity', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body) => {
        render(body.data || [])
      })
      .catch(() => {})
  }
  if (list) {
    refresh()
    setInterval(refresh, 2000)
  }

  // Copy buttons next to code blocks
  Array.prototype.forEach.call(document.querySelectorAll('button.copy'), (button) => {
    button.addEventListener('click', () => {
      const code = button.parentElement.querySelector('pre code')
      if (!code || !navigator.clipboard) return
      navigator.clipboard.writeText(code.textContent).then(
        () => {
          button.textContent = 'Copied!'
          setTimeout(() => {
            button.textContent = 'Copy'
          }, 1500)
        },
        () => {},
      )
    })
  })

  // Docs: in-page navigation with history.pushState (a single-page app, as many docs sites are)
  const sections = document.querySelectorAll('section[data-path]')
  function show(path) {
    Array.prototype.forEach.call(sections, (section) => {
      section.hidden = section.getAttribute('data-path') !== path
    })
    Array.prototype.forEach.call(document.querySelectorAll('a[data-spa]'), (link) => {
      link.classList.toggle('active', link.getAttribute('href') === path)
    })
  }
  if (sections.length) {
    const paths = Array.prototype.map.call(sections, (section) => section.getAttribute('data-path'))
    show(paths.indexOf(location.pathname) >= 0 ? location.pathname : paths[0])
    document.addEventListener('click', (event) => {
      const link = event.target.closest?.('a[data-spa]')
      if (!link) return
      event.preventDefault()
      const path = link.getAttribute('href')
      if (path === location.pathname) return
      history.pushState({}, '', path)
      show(path)
    })
    window.addEventListener('popstate', () => {
      show(location.pathname)
    })
  }

  // Product: a fake sign-in that identifies the visitor, and a sign-out that resets the tracker
  const form = document.getElementById('sign-in')
  const signedIn = document.getElementById('signed-in')
  function showUser(user) {
    form.hidden = !!user
    signedIn.hidden = !user
    if (user) document.getElementById('user-name').textContent = `${user.firstname} ${user.lastname} (${user.email})`
  }
  if (form) {
    let saved = null
    try {
      saved = JSON.parse(localStorage.getItem('devtrail-demo-user') || 'null')
    } catch {}
    showUser(saved)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const data = new FormData(form)
      const user = { email: String(data.get('email')), firstname: String(data.get('firstname')), lastname: String(data.get('lastname')) }
      const company = user.email.split('@')[1] || ''
      // after a successful sign-in, and only if the tracker is there
      if (window.Devtrail)
        window.Devtrail.identify({ username: user.email, type: 'email', firstname: user.firstname, lastname: user.lastname, company: company })
      localStorage.setItem('devtrail-demo-user', JSON.stringify(user))
      showUser(user)
    })
    document.getElementById('sign-out').addEventListener('click', () => {
      if (window.Devtrail) window.Devtrail.reset()
      localStorage.removeItem('devtrail-demo-user')
      showUser(null)
    })
  }
})()
