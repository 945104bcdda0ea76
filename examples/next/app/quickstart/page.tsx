import { CodeBlock } from '../CodeBlock'

export default function Quickstart() {
  return (
    <>
      <h1>Quickstart</h1>
      <CodeBlock language="ts" code={"import { Acme } from 'acme-sdk'\n\nconst acme = new Acme({ region: 'eu' })\nawait acme.deploy('my-app')"} />
    </>
  )
}
