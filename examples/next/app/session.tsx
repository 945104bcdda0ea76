'use client'

import { useIdentify } from '@devtrail/react'
import { createContext, type ReactNode, useContext, useState } from 'react'

/** The signed-in person, as an app's own auth would know them. */
export interface User {
  email: string
  firstname: string
  lastname: string
}

interface Session {
  user: User | null
  signIn(user: User): void
  signOut(): void
}

const SessionContext = createContext<Session>({ user: null, signIn: () => {}, signOut: () => {} })

/** Keeps the signed-in person and tells Devtrail who they are (sign-out resets the tracker). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null)
  useIdentify(
    user && {
      username: user.email,
      type: 'email',
      firstname: user.firstname,
      lastname: user.lastname,
      company: user.email.split('@')[1],
    },
  )
  return <SessionContext.Provider value={{ user, signIn: setUser, signOut: () => setUser(null) }}>{children}</SessionContext.Provider>
}

/** The current session. */
export function useSession(): Session {
  return useContext(SessionContext)
}
