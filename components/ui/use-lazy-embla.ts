"use client";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * Embla on a viewport element, loaded once the page runs (what embla-carousel-react does, but with the carousel's
 * code fetched by a dynamic import): the static import put its 7 kB gzip in the first-load JavaScript of every
 * page with a slider, for slides that don't move before the scripts run anyway. Options are compared by value;
 * a change re-initialises the carousel, as the React wrapper does.
 */
export function useLazyEmbla(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const stored = useRef(options);
  const key = JSON.stringify(options);

  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (!live) return;
      instance = EmblaCarousel(viewport, stored.current);
      setEmbla(instance);
    });
    return () => {
      live = false;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  useEffect(() => {
    if (JSON.stringify(stored.current) === key) return;
    stored.current = JSON.parse(key) as EmblaOptionsType;
    embla?.reInit(stored.current);
  }, [key, embla]);

  return [setViewport, embla];
}
