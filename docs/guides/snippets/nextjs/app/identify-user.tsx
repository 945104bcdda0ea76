'use client'

import { useIdentify } from '@devtrail/react'

/** Your signed-in user, as your auth library gives it to a client component; null when signed out. */
export interface SessionUser {
  email: string
  name: string
  companyDomain: string
}

/** Render once inside DevtrailProvider: identifies on sign-in, resets on sign-out. */
export function IdentifyUser({ user }: { user: SessionUser | null }) {
  useIdentify(user ? { username: user.email, type: 'email', firstname: user.name, company: user.companyDomain } : null)
  return null
}
