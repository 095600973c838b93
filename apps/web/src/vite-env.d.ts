/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API, e.g. https://crayonbox.example/api for the mobile and desktop shells. Default /api. */
  readonly VITE_API_URL?: string;
  /** Set by the mobile and desktop shells: android, ios, windows, mac or debian. Default web. */
  readonly VITE_PLATFORM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
