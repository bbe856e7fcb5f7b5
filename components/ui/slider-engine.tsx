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
  controlsRef,
  onSelect,
  onSnapCount,
}: {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  paused: boolean;
  intervalMs: number;
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

  useEffect(() => {
    if (!embla || paused || snapCount < 2) return;
    const timer = window.setInterval(() => controlsRef.current?.next(), intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, snapCount, intervalMs, controlsRef]);

  return null;
}
