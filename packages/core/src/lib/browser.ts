/**
 * The global object seen as a browser window whose every member may be missing (Node, SSR,
 * workers, locked-down browsers). Reading through it forces feature detection at each use.
 */
export const browser: Partial<typeof globalThis> = globalThis
