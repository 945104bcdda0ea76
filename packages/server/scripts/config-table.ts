/** Rewrites the configuration tables of the READMEs from the variables' schema: `npx tsx packages/server/scripts/config-table.ts`. */
import { fileURLToPath } from 'node:url'
import { writeConfigTables } from '../src/config/configTable.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const changed = writeConfigTables(root)
console.log(changed.length ? `rewrote ${changed.join(', ')}` : 'the configuration tables are up to date')
