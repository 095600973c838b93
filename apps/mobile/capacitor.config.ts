import type { CapacitorConfig } from '@capacitor/cli';

/*
 * The Android and iOS apps: the web app's production build (apps/web/dist) inside a native
 * WebView. Build the web app with the API's absolute address first, then sync:
 *
 *   VITE_API_URL=https://your-host/api npm run build -w apps/web && npx cap sync
 *
 * and allow the app's origin on the server: CORS_ORIGINS=https://localhost,capacitor://localhost
 * (Android serves the files as https://localhost, iOS as capacitor://localhost).
 * CAP_SERVER_URL=http://192.168.1.10:5173 points the app at a dev server instead (live reload).
 */
const devServer = process.env.CAP_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.crayonbox',
  appName: 'Crayonbox',
  webDir: '../web/dist',
  server: {
    androidScheme: 'https',
    // Navigations to any other host (the Stripe checkout, links) open in the system browser.
    allowNavigation: [],
    ...(devServer ? { url: devServer, cleartext: devServer.startsWith('http:') } : {}),
  },
  android: {
    allowMixedContent: false,
    backgroundColor: '#f5f3ff',
  },
  ios: {
    // The page draws under the status bar; the app shell pads with env(safe-area-inset-top).
    contentInset: 'never',
    backgroundColor: '#f5f3ff',
  },
};

export default config;
