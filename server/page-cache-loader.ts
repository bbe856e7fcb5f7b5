// On a kept page, Next's scripts are fetched after the first paint, not with the HTML. Lighthouse's
// simulated LCP (Lantern) treats every request that ended before the observed largest paint as one the paint waited
// for; on a public page the largest paint is the HTML and CSS (e2e/site/largest-paint.spec.ts), yet Next's ~120 KB
// of `<script src async>` in the head are requested with the HTML and, from memory, done before that paint, so the
// simulated slow 4G put their download in front of it. Here the kept HTML loses those tags (and their
// `<link rel=preload as=script>`), and one inline loader, marked with the capture's nonce so the kept page's policy
// lists its hash (hashedPolicy), appends them once the first contentful paint is reported; 'strict-dynamic' lets the scripts it
// appends run. The tags were all `async` (no order among them: Turbopack's inline bootstrap names the chunks it
// waits for and finds their tags by src), so appended scripts, async too, keep Next's semantics. Appended before
// `load`, they delay it as the parser's tags did.

/**
 * The loader's script: `go` appends the scripts once. It starts them a task after the first contentful paint is
 * reported (a 'paint' entry comes once the frame is on screen; a requestAnimationFrame callback would run before
 * that frame; 'first-paint' can be a frame of background only, before the text Lighthouse takes as the LCP),
 * and at once in a page that is not visible (a background tab or a prerender paints nothing) or when the
 * browser reports no paint timings, after its first frame.
 */
export function loaderScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(d,s){var done=0;function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",function(){if(d.visibilityState!=="visible")go()});` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(document,${list})`
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" })[name]!);

/**
 * The kept page's HTML with its server-marked (nonce) `<script src async>` tags and their script preloads taken
 * out and one loader, carrying the nonce, where the first of them was. HTML without such a tag, or no nonce, is
 * answered as it was.
 */
export function deferScripts(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const marked = new RegExp(`\\bnonce=(["']?)${escapeRegExp(nonce)}\\1(?=[\\s/>]|$)`);
  /** The source of a tag to defer: Next's, async, marked by the server, not the old browsers' nomodule one. */
  const deferred = (attributes: string) => {
    const src = /\bsrc=(["'])([^"']*)\1/i.exec(attributes)?.[2];
    if (!src || !/\basync\b/i.test(attributes) || /\bnomodule\b/i.test(attributes) || !/^\/_next\//.test(src) || !marked.test(attributes)) return undefined;
    return unescapeAttribute(src);
  };
  const SCRIPT = /<script\b([^>]*)><\/script>/gi;
  const sources = [...html.matchAll(SCRIPT)].map((m) => deferred(m[1]!)).filter((src) => src !== undefined);
  if (!sources.length) return html;
  const loader = `<script nonce="${nonce}">${loaderScript(sources)}</script>`;
  let placed = false;
  return html
    .replace(SCRIPT, (tag: string, attributes: string) => (deferred(attributes) === undefined ? tag : placed ? "" : ((placed = true), loader)))
    .replace(/<link\b([^>]*)\/?>/gi, (tag: string, attributes: string) => {
      const href = /\bhref=(["'])([^"']*)\1/i.exec(attributes)?.[2];
      const preloadsScript = /\brel=(["']?)preload\1/i.test(attributes) && /\bas=(["']?)script\1/i.test(attributes);
      return preloadsScript && href && sources.includes(unescapeAttribute(href)) ? "" : tag;
    });
}

/**
 * The scripts a page starts, as the benches weigh them: its `<script src>` tags (not the old browsers' `nomodule`
 * one) and, on a kept page, the sources its loader appends.
 */
export function startedScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => unescapeAttribute(m[1]!));
  const appended = [...html.matchAll(/\}\)\(document,(\[[^\]]*\])\)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as string[]);
  return [...new Set([...tags, ...appended])];
}
