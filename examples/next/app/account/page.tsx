'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useSession } from '../session'

export default function Account() {
  const { user, signOut } = useSession()
  const router = useRouter()
  useEffect(() => {
    if (!user) router.replace('/sign-in')
  }, [user, router])
  if (!user) return null
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
