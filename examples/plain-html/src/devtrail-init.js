// Starts Devtrail once the pinned tracker script (#devtrail-tracker) has loaded, and logs a failed
// load (blocked, offline, wrong hash): without this handler a failed load is silent.
// Load and error events of scripts do not bubble, but a capturing listener on the document sees
// them even when the script finishes before this file could reach its tag.
;(() => {
  const clientID = document.currentScript.dataset.clientId
  document.addEventListener(
    'load',
    (event) => {
      if (event.target.id === 'devtrail-tracker') window.Devtrail.init({ clientID })
    },
    true,
  )
  document.addEventListener(
    'error',
    (event) => {
      if (event.target.id === 'devtrail-tracker') console.error('Devtrail failed to load', event.target.src)
    },
    true,
  )
})()
