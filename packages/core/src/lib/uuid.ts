import { g } from './browser'

/** A random UUID v4: `crypto.randomUUID` where available (secure contexts), else built from random hex digits (variant 8). */
export function uuid(): string {
  return g.crypto?.randomUUID?.() || 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => ((Math.random() * 16) | 0).toString(16))
}
