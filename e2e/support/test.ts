// The journeys' `test` and `expect`: every spec imports them from here, not from "@playwright/test".
//
// Issue 26: a page kept by the page cache (server/page-cache.ts) brings Next's scripts after its first contentful
// paint (server/page-cache-loader.ts), so React can hydrate it after the `load` event that page.goto waits for. A
// journey that clicks or reads right after a navigation would then race the hydration: a click on a link or a
// button before it does nothing React would do, a submit is the browser's own. Here every full navigation
// (goto, reload, goBack, goForward, waitForURL) of every page, in the test's context or one a test makes with
// browser.newContext/newPage, returns once React has hydrated the page (waitForHydration), so no spec needs to know.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export { expect, request } from "@playwright/test";
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response, Route } from "@playwright/test";

/** How long a page may take to hydrate after its navigation (a busy CI machine, the scripts after the first paint). */
export const HYDRATION_TIMEOUT = 20_000;

export type HydrationState = "loading" | "none" | "not started" | "hydrating" | "hydrated";

/**
 * In the page: has React hydrated the document? Reads React's own state, so the site ships nothing for it: Next
 * hydrates `document` (hydrateRoot), which gets a `__reactContainer$…` key to the root's first fiber as soon as
 * hydrateRoot is called; the root (that fiber's stateNode) is hydrated once its committed tree (`current`) has a
 * child and is no longer marked dehydrated, and no Suspense or Activity boundary in it is still dehydrated.
 * "none" when the parsed document isn't one of Next's pages (no `self.__next_f`: an API's JSON, scripts disabled).
 * With "over": whether a wait for the hydration is over (hydrated, or not one of Next's pages), a boolean.
 */
export function hydrationState(over?: unknown): HydrationState | boolean {
  type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown };
  // One function with no helper inside: the page gets its source, and a named inner function would be compiled with
  // a helper the page lacks. The wait polls it as a function (a string would be an eval the page's CSP refuses).
  let state: HydrationState = "hydrated";
  find: {
    // Next's inline scripts that define it come at the end of the body.
    if (!("__next_f" in self)) {
      state = document.readyState === "loading" ? "loading" : "none";
      break find;
    }
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    const container = key ? (document as unknown as Record<string, { stateNode?: { current?: Fiber } } | null>)[key] : undefined;
    const current = container?.stateNode?.current;
    if (!current) {
      state = "not started";
      break find;
    }
    // The root and every boundary still waiting to hydrate say so in their state.
    const stack: Fiber[] = [current];
    if (!current.child) state = "hydrating";
    while (state === "hydrated" && stack.length) {
      const fiber = stack.pop()!;
      const memo = fiber.memoizedState as { dehydrated?: unknown; isDehydrated?: boolean } | null;
      if (memo && typeof memo === "object" && (memo.isDehydrated === true || (memo.dehydrated ?? null) !== null)) state = "hydrating";
      if (fiber.child) stack.push(fiber.child);
      if (fiber !== current && fiber.sibling) stack.push(fiber.sibling);
    }
  }
  return over === "over" ? state === "hydrated" || state === "none" : state;
}

/**
 * Waits until React has hydrated the page's document and its effects have run (a task of React's scheduler after
 * the commit: it runs them in a MessageChannel task, queued before ours). Returns at once for a document that isn't
 * one of Next's pages. Fails after `timeout` ms, saying how far the page got, rather than waiting forever for a page
 * whose scripts never come (blocked, failed) or that fails to hydrate.
 */
export async function waitForHydration(page: Page, { timeout = HYDRATION_TIMEOUT }: { timeout?: number } = {}): Promise<void> {
  const started = Date.now();
  await page.waitForLoadState("domcontentloaded", { timeout });
  try {
    await page.waitForFunction(hydrationState, "over", {
      timeout: Math.max(1, timeout - (Date.now() - started)),
    });
  } catch (error) {
    if (page.isClosed()) throw error;
    const state = await page.evaluate(hydrationState).catch(() => "unknown (the page went away)");
    const scripts = await page
      .evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\/_next\/static\/.*\.js(\?|$)/.test(entry.name)).length)
      .catch(() => -1);
    throw new Error(
      `${page.url()} did not hydrate within ${timeout} ms: React's root is ${state} (${scripts} of Next's scripts requested). ` +
        `Were its scripts blocked or did one fail? A page that is meant to run without them: withoutHydrationWait(page or context).`,
      { cause: error },
    );
  }
  // React runs the hydration's effects in a task of its own after the commit: one after it has been queued.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );
}

const patched = new WeakSet<object>();
const skipped = new WeakSet<object>();

/** Navigations of this page (or of every page of this context) don't wait for hydration: scripts blocked on purpose. */
export function withoutHydrationWait<T extends Page | BrowserContext>(target: T): T {
  skipped.add(target);
  return target;
}

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward", "waitForURL"] as const;

function patchPage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const result = await navigate(...args);
      if (!skipped.has(page) && !skipped.has(page.context())) await waitForHydration(page);
      return result;
    };
  }
  return page;
}

function patchContext(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  context.pages().forEach(patchPage);
  context.on("page", patchPage);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => patchPage(await newPage());
  return context;
}

function patchBrowser(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => patchContext(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    patchContext(page.context());
    return patchPage(page);
  };
  return browser;
}

// (Playwright's fixture callback is named `provide` here: the React hooks rule takes a `use(…)` call for a hook.)
export const test = base.extend<object, { browser: Browser }>({
  browser: [async ({ browser }, provide) => provide(patchBrowser(browser)), { scope: "worker" }],
  context: async ({ context }, provide) => provide(patchContext(context)),
  page: async ({ page }, provide) => provide(patchPage(page)),
});
