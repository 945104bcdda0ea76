import { tracker } from '@devtrail/core'

tracker.init({
  clientID: 'YOUR_CLIENT_ID',
  apiHost: 'https://devtrail.example.com',
  // keep the anonymous id per tab (no cookie), and keep account pages out of the record
  cookieless: true,
  dnt: ['copy'],
  beforeSend(event) {
    if (new URL(event.url).pathname.startsWith('/account')) return null
    return event
  },
})
