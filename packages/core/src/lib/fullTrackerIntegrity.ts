/**
 * The SRI hash (`sha384-...`) of the complete tracker (`dist/tracker-full.js`) that the hosted
 * script loads: the build writes it here from the built file (rollup.config.mjs); empty in the
 * unbuilt source, where the file is loaded unpinned.
 */
export const FULL_TRACKER_INTEGRITY: string = ''
