// Serves dist/ like any static host would: node serve.mjs [--port 4173] [--host localhost]
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, host: { type: 'string', default: 'localhost' } } })
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

createServer((request, response) => {
  // the URL's path is absolute, so normalising it keeps it inside dist/
  let path
  try {
    path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname))
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
    return
  }
  let file = join('dist', path)
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(Number(values.port), values.host, () => console.log(`http://${values.host}:${values.port}`))
