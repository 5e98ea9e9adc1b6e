import { defineTexts } from '../texts-registry.ts'

/** The connection banner and the new-version prompt of the shop's frame (app/pwa). */
export const offline = defineTexts('offline#offline', {
  banner: {
    offline: 'You are offline. Pages you have seen still open.',
    online: 'You are back online.',
  },
  update: {
    message: 'A new version of Kyanma is ready.',
    refresh: 'Refresh',
    later: 'Later',
  },
})

/**
 * The page shown for a page never opened before while there is no connection, and the names a
 * phone shows when the shop is installed. Written into the build by
 * scripts/build-offline-support.ts, so no script is needed to show them.
 */
export const offlineSupport = defineTexts('offline#offlineSupport', {
  page: {
    title: 'No connection - Kyanma',
    heading: 'You are offline',
    body: 'This page has not been saved on your phone yet. Pages you have opened before still work. When the connection returns, try again.',
    tryAgain: 'Try again',
    home: 'Go to Home Page',
  },
  app: {
    name: 'Kyanma - health and wellness',
    shortName: 'Kyanma',
    description: 'Health and wellness, delivered across Myanmar',
    shortcuts: { shop: 'Shop', orders: 'My orders', points: 'My points' },
  },
})
