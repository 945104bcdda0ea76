/**
 * The parts of Next.js the guides use, declared as Next.js declares them (the framework is not a
 * dependency of this repository). Only these members are declared, so a guide using anything else
 * does not compile.
 */
declare module 'next' {
  /** A rewrite: requests to `source` are served from `destination`. */
  export interface Rewrite {
    source: string
    destination: string
    basePath?: false
    locale?: false
  }
  /** A header set on answers to `source`. */
  export interface Header {
    source: string
    headers: { key: string; value: string }[]
  }
  /** `next.config.ts`. */
  export interface NextConfig {
    rewrites?: () => Promise<Rewrite[] | { beforeFiles?: Rewrite[]; afterFiles?: Rewrite[]; fallback?: Rewrite[] }>
    headers?: () => Promise<Header[]>
  }
}

declare module 'next/app' {
  import type { ComponentType } from 'react'
  /** The props of `pages/_app.tsx`. */
  export type AppProps<P = Record<string, unknown>> = {
    Component: ComponentType<P>
    pageProps: P
  }
}
