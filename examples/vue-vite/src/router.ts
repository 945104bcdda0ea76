import { createRouter, createWebHistory } from 'vue-router'
import AccountPage from './pages/AccountPage.vue'
import HomePage from './pages/HomePage.vue'
import QuickstartPage from './pages/QuickstartPage.vue'
import SignInPage from './pages/SignInPage.vue'
import { session } from './session'

/** The app's pages; every route change is one page visit for Devtrail. */
export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: HomePage },
    { path: '/quickstart', component: QuickstartPage },
    { path: '/sign-in', component: SignInPage },
    { path: '/account', component: AccountPage, beforeEnter: () => (session.user ? true : '/sign-in') },
  ],
})
