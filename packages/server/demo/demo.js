// Shared script of the Devtrail demo pages: starts the tracker, feeds the "recent activity"
// panel, and wires the copy buttons, the docs navigation and the product sign-in.
;(function () {
  var clientID = document.body.getAttribute('data-client-id')

  // /tracker.js is loaded with a plain async script tag; init once it has run.
  function withTracker(callback) {
    if (window.Devtrail) return callback(window.Devtrail)
    var tag = document.getElementById('devtrail-tracker')
    if (tag) tag.addEventListener('load', function () { if (window.Devtrail) callback(window.Devtrail) })
  }
  withTracker(function (tracker) {
    tracker.init({ clientID: clientID, apiHost: location.origin })
  })

  // Recent activity panel
  var list = document.getElementById('activity')
  function label(activity) {
    var who = activity.developer || 'anonymous visitor'
    var time = new Date(activity.time).toLocaleTimeString()
    var path = activity.page ? activity.page.replace(location.origin, '') : ''
    return { title: activity.activity_type + ' \u00b7 ' + activity.activity_source, meta: who + ' \u00b7 ' + time + (path ? ' \u00b7 ' + path : '') }
  }
  function render(activities) {
    list.textContent = ''
    if (activities.length === 0) {
      var empty = document.createElement('li')
      empty.className = 'empty'
      empty.textContent = 'No activity yet: browse, copy a command, sign in.'
      list.appendChild(empty)
    }
    activities.forEach(function (activity) {
      var item = document.createElement('li')
      var text = label(activity)
      var title = document.createElement('strong')
      title.textContent = text.title
      var meta = document.createElement('span')
      meta.textContent = text.meta
      item.appendChild(title)
      item.appendChild(meta)
      if (activity.copied_text) {
        var code = document.createElement('code')
        code.textContent = activity.copied_text
        item.appendChild(code)
      }
      list.appendChild(item)
    })
  }
  function refresh() {
    fetch('/demo/activity', { cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : { data: [] } })
      .then(function (body) { render(body.data || []) })
      .catch(function () {})
  }
  if (list) {
    refresh()
    setInterval(refresh, 2000)
  }

  // Copy buttons next to code blocks
  Array.prototype.forEach.call(document.querySelectorAll('button.copy'), function (button) {
    button.addEventListener('click', function () {
      var code = button.parentElement.querySelector('pre code')
      if (!code || !navigator.clipboard) return
      navigator.clipboard.writeText(code.textContent).then(function () {
        button.textContent = 'Copied!'
        setTimeout(function () { button.textContent = 'Copy' }, 1500)
      }, function () {})
    })
  })

  // Docs: in-page navigation with history.pushState (a single-page app, as many docs sites are)
  var sections = document.querySelectorAll('section[data-path]')
  function show(path) {
    Array.prototype.forEach.call(sections, function (section) {
      section.hidden = section.getAttribute('data-path') !== path
    })
    Array.prototype.forEach.call(document.querySelectorAll('a[data-spa]'), function (link) {
      link.classList.toggle('active', link.getAttribute('href') === path)
    })
  }
  if (sections.length) {
    var paths = Array.prototype.map.call(sections, function (section) { return section.getAttribute('data-path') })
    show(paths.indexOf(location.pathname) >= 0 ? location.pathname : paths[0])
    document.addEventListener('click', function (event) {
      var link = event.target.closest && event.target.closest('a[data-spa]')
      if (!link) return
      event.preventDefault()
      var path = link.getAttribute('href')
      if (path === location.pathname) return
      history.pushState({}, '', path)
      show(path)
    })
    window.addEventListener('popstate', function () { show(location.pathname) })
  }

  // Product: a fake sign-in that identifies the visitor, and a sign-out that resets the tracker
  var form = document.getElementById('sign-in')
  var signedIn = document.getElementById('signed-in')
  function showUser(user) {
    form.hidden = !!user
    signedIn.hidden = !user
    if (user) document.getElementById('user-name').textContent = user.firstname + ' ' + user.lastname + ' (' + user.email + ')'
  }
  if (form) {
    var saved = null
    try { saved = JSON.parse(localStorage.getItem('devtrail-demo-user') || 'null') } catch (error) {}
    showUser(saved)
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var data = new FormData(form)
      var user = { email: String(data.get('email')), firstname: String(data.get('firstname')), lastname: String(data.get('lastname')) }
      var company = user.email.split('@')[1] || ''
      // after a successful sign-in, and only if the tracker is there
      if (window.Devtrail) window.Devtrail.identify({ username: user.email, type: 'email', firstname: user.firstname, lastname: user.lastname, company: company })
      localStorage.setItem('devtrail-demo-user', JSON.stringify(user))
      showUser(user)
    })
    document.getElementById('sign-out').addEventListener('click', function () {
      if (window.Devtrail) window.Devtrail.reset()
      localStorage.removeItem('devtrail-demo-user')
      showUser(null)
    })
  }
})()
