import type { Ref } from 'vue'
import { useIdentify } from '@devtrail/vue'

/** Your signed-in user (from your auth module); null when signed out. */
export interface SessionUser {
  email: string
  companyDomain: string
}

/** Call in app.vue's `<script setup>`: identifies on sign-in, resets on sign-out. */
export function useDevtrailIdentity(user: Ref<SessionUser | null>): void {
  useIdentify(() => (user.value ? { username: user.value.email, type: 'email', company: user.value.companyDomain } : null))
}
