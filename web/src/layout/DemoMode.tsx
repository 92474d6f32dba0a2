import { createContext, useContext } from 'react';

/**
 * What differs on a demo screen, and nothing more (SPEC section 4, "Demo mode"): links stay
 * under /demo, exports are simulated (they write an audit line and make no request), and
 * alerts say that changes are not saved. The pages and modules are otherwise the same code.
 */
export interface DemoMode {
  demo: boolean;
  /** The path of a screen in this mode: '/invoices' is '/demo/invoices' in the demo. */
  path(to: string): string;
  /**
   * Saves an export of the given description ('CSV report'). In the demo no file is fetched:
   * it writes SPEC's audit line and resolves to the notice to show; otherwise it downloads
   * and resolves to null (the caller shows its own notice).
   */
  download(path: string, filename: string, description: string): Promise<string | null>;
}

/** SPEC section 8: demo-mode alerts state that the action is not persisted. */
export const DEMO_NOT_SAVED = 'Demo mode: this change is not saved.';

export const REAL_MODE: DemoMode = {
  demo: false,
  path: (to) => to,
  // Fetched when a file is first saved: every screen's frame reads this module (the member banner,
  // the header), and the downloader brings the api client's timeout and the file-name rules with it.
  download: async (path, filename) => {
    const { downloadFile } = await import('../modules/report/download');
    await downloadFile(path, filename);
    return null;
  },
};

const DemoModeContext = createContext<DemoMode>(REAL_MODE);
export const DemoModeProvider = DemoModeContext.Provider;

export function useDemoMode(): DemoMode {
  return useContext(DemoModeContext);
}

/** A notice for a change, saying in the demo that it is not saved. */
export function changeNotice(mode: DemoMode, text: string): string {
  return mode.demo ? `${text} ${DEMO_NOT_SAVED}` : text;
}
