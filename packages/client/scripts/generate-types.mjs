// Generates src/generated/ from openapi.json: the document's types (openapi-typescript) and the
// table of its operations (operationId -> method, path, parameter names) the client is built from.
import { readFileSync, writeFileSync } from 'node:fs'
import { generatedSources } from './generatedSources.mjs'

const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'))
const sources = await generatedSources(document)
for (const [file, text] of Object.entries(sources)) {
  writeFileSync(new URL(`../src/generated/${file}`, import.meta.url), text)
}
console.log(`generated ${Object.keys(sources).join(', ')} from openapi.json`)
