/**
 * The parts of Nuxt 3 the guides use, declared as Nuxt declares them (the framework is not a
 * dependency of this repository). Only these members are declared.
 */
declare module '#app' {
  import type { App } from 'vue'
  /** The Nuxt app handed to a plugin. */
  export interface NuxtApp {
    vueApp: App
  }
  /** Defines a plugin (`plugins/*.ts`; a `.client.ts` one runs in the browser only). */
  export function defineNuxtPlugin(plugin: (nuxtApp: NuxtApp) => void | Promise<void>): unknown
  /** The runtime config of `nuxt.config.ts`; `public` keys reach the browser (NUXT_PUBLIC_* overrides them). */
  export function useRuntimeConfig(): { public: Record<string, string> }
}

declare module 'nuxt/config' {
  /** `nuxt.config.ts`. */
  export function defineNuxtConfig(config: { runtimeConfig?: { public?: Record<string, string> } }): unknown
}
