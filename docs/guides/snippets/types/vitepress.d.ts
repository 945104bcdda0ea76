/**
 * The parts of VitePress the guides use, declared as VitePress declares them (the framework is
 * not a dependency of this repository). Only these members are declared.
 */
declare module 'vitepress' {
  import type { App, Component } from 'vue'
  /** What `enhanceApp` receives. */
  export interface EnhanceAppContext {
    app: App
  }
  /** A theme (`.vitepress/theme/index.ts`). */
  export interface Theme {
    Layout?: Component
    enhanceApp?: (ctx: EnhanceAppContext) => void | Promise<void>
    extends?: Theme
  }
}

declare module 'vitepress/theme' {
  import type { Theme } from 'vitepress'
  const DefaultTheme: Theme
  export default DefaultTheme
}
