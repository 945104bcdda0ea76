import { signIdentity } from '@devtrail/server'

// the asset's identify secret (devtrail asset identify-secret), from your backend's secret store
const secret = process.env.DEVTRAIL_IDENTIFY_SECRET ?? ''

/** What your sign-in answer gives the page: the identity, and its signature for identify(). */
export function devtrailIdentity(user: { email: string; firstName: string; lastName: string; github?: string }) {
  const identity = {
    username: user.email,
    type: 'email' as const,
    firstname: user.firstName,
    lastname: user.lastName,
    ...(user.github ? { other_identities: [{ username: user.github, type: 'github' as const }] } : {}),
  }
  return { identity, signature: signIdentity(secret, identity) }
}
