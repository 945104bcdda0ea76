import { reactive } from 'vue'

/** The signed-in person, as an app's own auth would know them. */
export interface User {
  email: string
  firstname: string
  lastname: string
}

/** The app's session: `user` is null while signed out. */
export const session = reactive<{ user: User | null }>({ user: null })
