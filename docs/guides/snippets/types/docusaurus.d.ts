/**
 * The parts of Docusaurus the guides use, declared as Docusaurus declares them (the framework is
 * not a dependency of this repository). Only these members are declared.
 */
declare module '@docusaurus/types' {
  /** `docusaurus.config.ts`. */
  export interface Config {
    title: string
    url: string
    baseUrl: string
    /** Modules imported on every page, before React renders (paths relative to the site). */
    clientModules?: string[]
  }
}

declare module '@docusaurus/ExecutionEnvironment' {
  const ExecutionEnvironment: {
    /** True in the browser, false while the static pages are rendered. */
    canUseDOM: boolean
  }
  export default ExecutionEnvironment
}
