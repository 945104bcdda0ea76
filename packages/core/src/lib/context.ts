import { createDebug, type Debug } from './debug'
import { createListeners, type Listeners } from './listeners'
import { createStorage, type Storage } from './storage'

/** What every part of one tracker shares: diagnostics, page hooks and storage. */
export type Context = Debug & Listeners & Storage

/** Creates the context of one tracker. */
export function createContext(): Context {
  const debug = createDebug()
  return Object.assign(debug, createListeners(debug), createStorage())
}
