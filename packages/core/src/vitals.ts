import { onLCP } from 'web-vitals'
/** Placeholder. */
export function trackVitals(): void { onLCP(() => {}) }
