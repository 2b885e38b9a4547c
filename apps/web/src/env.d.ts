/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API, e.g. "https://synthhub.example"; empty means the site's own origin. */
  readonly VITE_API_URL?: string;
  /** Where the Donate page's button goes (docs/decisions/0028); unset: the page points to the chat. */
  readonly VITE_DONATE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
