import type { Config } from '@docusaurus/types'

const config: Config = {
  title: 'Acme Docs',
  url: 'https://docs.acme.dev',
  baseUrl: '/',
  clientModules: ['./src/clientModules/devtrail.ts'],
}

export default config
