import { CodeBlock } from './CodeBlock'

export default function Home() {
  return (
    <>
      <h1>Acme Cloud</h1>
      <p>Install the CLI:</p>
      <CodeBlock language="bash" code="npm install --global acme-cli" />
    </>
  )
}
