/** The tracker's version: `tracker.version`, and the path of the complete tracker the hosted script loads (`/tracker/{version}/full.js`). */
export const VERSION = '0.2.0'
