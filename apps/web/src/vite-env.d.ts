/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API, e.g. https://crayonbox.example/api for the mobile and desktop shells. Default /api. */
  readonly VITE_API_URL?: string;
  /** 'true' lets `?platform=android|ios|desktop|web` force a platform (the e2e build; dev always does). */
  readonly VITE_ALLOW_PLATFORM_OVERRIDE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
