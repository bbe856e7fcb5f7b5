"use client";
import { useEffect, useState, type ReactNode } from "react";
import { Slider } from "@/components/ui/slider";

/** The spec's hero rotation: one course every 5 s (the server picks up to 15 at random, the browser orders them). */
const HERO_INTERVAL_MS = 5000;

/** After the page, when the browser is idle (Safari has no requestIdleCallback: shortly after the load). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

/**
 * The home hero: the server renders its first slide (`children`, the page's largest paint, in the HTML); the code
 * and data of the other slides load when the browser is idle after the page, or at once when the visitor moves
 * over or into the hero. Until then it is one still slide, as tall as any other (no layout shift).
 */
export function HeroSlider({ firstId, children }: { firstId: string; children: ReactNode }) {
  const [others, setOthers] = useState<ReactNode[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import("./hero-slides").then(({ otherHeroSlides }) => otherHeroSlides(firstId)).then((slides) => live && setOthers(slides));
    return () => {
      live = false;
    };
  }, [wanted, firstId]);
  const want = () => setWanted(true);
  return (
    <div className="contents" onPointerEnter={want} onFocusCapture={want} onTouchStart={want}>
      <Slider label="Featured courses" intervalMs={HERO_INTERVAL_MS} loopOver={1} controls="overlay" tone="dark" slideClassName="basis-full" serverSlides={1}>
        {children}
        {others}
      </Slider>
    </div>
  );
}
