import { createApp, defineComponent, h } from 'vue'
import { createRouter, createWebHashHistory, RouterView } from 'vue-router'
import { createTrackerPlugin } from '@devtrail/vue'

const Home = defineComponent({ render: () => h('h1', 'Home') })
const Pricing = defineComponent({ render: () => h('h1', 'Pricing') })

const router = createRouter({
  history: createWebHashHistory(), // URLs like /#/pricing
  routes: [
    { path: '/', component: Home },
    { path: '/pricing', component: Pricing },
  ],
})

createApp({ render: () => h(RouterView) })
  .use(router)
  // hashRouting: every change of location.hash is a page visit
  .use(createTrackerPlugin({ clientID: 'YOUR_CLIENT_ID', scriptHost: 'https://devtrail.example.com', hashRouting: true }))
  .mount('#app')
