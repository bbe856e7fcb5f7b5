"use client";
import { useEffect, useState, type ReactNode } from "react";
import { Slider } from "@/components/ui/slider";

/** The spec's hero rotation: one course every 5 s (the server picks up to 15 at random, the browser orders them). */
const HERO_INTERVAL_MS = 5000;

/**
 * When the other slides come unasked: a second before the first turn is due. Loaded when the browser first went
 * idle, their code, data and the slider's engine made the long tasks right after hydration, the moment a phone's
 * visitor starts to scroll or tap (Lighthouse counted them in TBT); the first turn needs them only at 5 s.
 */
const OTHERS_AFTER_MS = HERO_INTERVAL_MS - 1000;

/**
 * The home hero: the server renders its first slide (`children`, the page's largest paint, in the HTML); the code
 * and data of the other slides, and the slider's engine, load a second before the first turn is due, or at once
 * when the visitor moves over or into the hero. Until then it is one still slide, as tall as any other (no layout
 * shift).
 */
export function HeroSlider({ firstId, children }: { firstId: string; children: ReactNode }) {
  const [others, setOthers] = useState<ReactNode[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), OTHERS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
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
      <Slider
        label="Featured courses"
        intervalMs={HERO_INTERVAL_MS}
        loopOver={1}
        controls="overlay"
        tone="dark"
        slideClassName="basis-full"
        serverSlides={1}
        start={wanted}
      >
        {children}
        {others}
      </Slider>
    </div>
  );
}
