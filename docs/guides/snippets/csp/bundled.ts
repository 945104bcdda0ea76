import { tracker } from '@devtrail/core'

// no remote script: the tracker is part of your bundle, so `script-src 'self'` holds
tracker.init({ clientID: 'YOUR_CLIENT_ID', apiHost: 'https://devtrail.example.com' })
