/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API, e.g. "https://synthhub.example"; empty means the site's own origin. */
  readonly VITE_API_URL?: string;
  /** Where the Donate page's button goes (docs/decisions/0028); unset: the page points to the chat. */
  readonly VITE_DONATE_URL?: string;
  /**
   * A name for the build (e.g. the commit), shown as `<html data-build>` once the app runs, so a
   * person (or the e2e test of the update banner) can tell which version a page is running.
   */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
