import { browser } from './browser'

/** A random UUID v4: `crypto.randomUUID` where available (secure contexts), else built from random hex digits (variant 8). */
export function uuid(): string {
  // elsewhere, each x is a random hex digit (`| 0` drops the fraction)
  return browser.crypto?.randomUUID?.() || 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => ((Math.random() * 16) | 0).toString(16))
}
