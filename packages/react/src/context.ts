import { createContext } from 'react'
import type { Tracker } from '@devtrail/core'

/** The initialised tracker, or null while it loads (and outside a provider). */
export const TrackerContext = createContext<Tracker | null>(null)
