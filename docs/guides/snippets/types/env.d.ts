/**
 * `import.meta.env` as Vite-based frameworks (Vite, Astro, VitePress) declare it in their client
 * types; each app then declares the variables it reads (the guides' `env.d.ts` files).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the apps' env.d.ts files add to it
interface ImportMetaEnv {}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
