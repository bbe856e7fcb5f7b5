import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true once it runs. For what the server's HTML leaves out to
 * stay light (slides beyond the first screen, the country list) and the browser adds without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
