import { type FormEvent, useState } from 'react'
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router'
import { CodeBlock } from './CodeBlock'
import { useSession } from './session'

function Home() {
  return (
    <>
      <h1>Acme Cloud</h1>
      <p>Install the CLI:</p>
      <CodeBlock language="bash" code="npm install --global acme-cli" />
    </>
  )
}

function Quickstart() {
  return (
    <>
      <h1>Quickstart</h1>
      <CodeBlock language="ts" code={"import { Acme } from 'acme-sdk'\n\nconst acme = new Acme({ region: 'eu' })\nawait acme.deploy('my-app')"} />
    </>
  )
}

function SignIn() {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const [firstname = '', lastname = ''] = name.split(' ')
    signIn({ email, firstname, lastname })
    navigate('/account')
  }
  return (
    <form onSubmit={submit}>
      <h1>Sign in</h1>
      <label>
        E-mail <input name="email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Name <input name="name" required value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Sign in</button>
    </form>
  )
}

function Account() {
  const { user, signOut } = useSession()
  if (!user) return <Navigate to="/sign-in" />
  return (
    <>
      <h1>Account</h1>
      <p id="signed-in-as">{user.email}</p>
      <button type="button" onClick={signOut}>
        Sign out
      </button>
    </>
  )
}

/** The app's pages; every route change is one page visit for Devtrail. */
export function App() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> · <Link to="/quickstart">Quickstart</Link> · <Link to="/sign-in">Sign in</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/quickstart" element={<Quickstart />} />
          <Route path="/sign-in" element={<SignIn />} />
          <Route path="/account" element={<Account />} />
        </Routes>
      </main>
    </>
  )
}
