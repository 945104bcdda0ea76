'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { useSession } from '../session'

export default function SignIn() {
  const { signIn } = useSession()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const [firstname = '', lastname = ''] = name.split(' ')
    signIn({ email, firstname, lastname })
    router.push('/account')
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
