"use client";
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState, type RefObject } from "react";

/** What the slider's buttons ask of the carousel once it runs. */
export interface SliderControls {
  next(): void;
  previous(): void;
}

/**
 * The moving part of a Slider (slider.tsx): Embla on the slider's viewport, its autoplay, and the previous / next
 * the buttons call. Fetched with Embla once the page runs: the slides and buttons are the Slider's own
 * markup, hydrated without this code, and no slide moves before the scripts run anyway. Renders nothing. Options
 * are compared by value; a change re-initialises the carousel, as embla-carousel-react does.
 */
export default function SliderEngine({
  viewport,
  options,
  paused,
  intervalMs,
  shownSince,
  controlsRef,
  onSelect,
  onSnapCount,
}: {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  paused: boolean;
  intervalMs: number;
  /** When the first slide began to show (Date.now() as the slider neared the viewport): the first turn is due
   * `intervalMs` after; undefined, an interval after the engine came. */
  shownSince: number | undefined;
  controlsRef: RefObject<SliderControls | null>;
  onSelect: (index: number) => void;
  onSnapCount: (count: number) => void;
}) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [snapCount, setSnapCount] = useState(0);
  const stored = useRef(options);
  const key = JSON.stringify(options);

  useEffect(() => {
    const instance = EmblaCarousel(viewport, stored.current);
    setEmbla(instance);
    return () => {
      instance.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  useEffect(() => {
    if (JSON.stringify(stored.current) === key) return;
    stored.current = JSON.parse(key) as EmblaOptionsType;
    embla?.reInit(stored.current);
  }, [key, embla]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      onSelect(embla.selectedScrollSnap());
      const count = embla.scrollSnapList().length;
      setSnapCount(count);
      onSnapCount(count);
    };
    sync();
    embla.on("select", sync).on("reInit", sync);
    const next = () => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0));
    const previous = () => (embla.canScrollPrev() ? embla.scrollPrev() : embla.scrollTo(embla.scrollSnapList().length - 1));
    controlsRef.current = { next, previous };
    return () => {
      embla.off("select", sync).off("reInit", sync);
      controlsRef.current = null;
    };
  }, [embla, controlsRef, onSelect, onSnapCount]);

  // Until the first turn or pause, the first turn keeps its time from when the first slide showed, however late the
  // engine came (the hero's comes a second before); after that, every turn is a whole interval after the last.
  const untouched = useRef(true);
  useEffect(() => {
    if (paused) untouched.current = false;
    if (!embla || paused || snapCount < 2) return;
    let timer: number | undefined;
    const turn = () => controlsRef.current?.next();
    const first = untouched.current && shownSince !== undefined ? Math.max(0, intervalMs - (Date.now() - shownSince)) : intervalMs;
    const start = window.setTimeout(() => {
      untouched.current = false;
      turn();
      timer = window.setInterval(turn, intervalMs);
    }, first);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(timer);
    };
  }, [embla, paused, snapCount, intervalMs, shownSince, controlsRef]);

  return null;
}
