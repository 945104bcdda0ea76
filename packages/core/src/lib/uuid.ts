import { g } from './browser'

/** A random UUID v4: `crypto.randomUUID` where available (secure contexts), else built from random digits. */
export function uuid(): string {
  return (
    g.crypto?.randomUUID?.() ||
    '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
      (+c ^ ((Math.random() * 16) & (15 >> (+c / 4)))).toString(16),
    )
  )
}
