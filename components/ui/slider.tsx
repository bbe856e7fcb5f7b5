"use client";
import { Children, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type FocusEvent, type ReactNode, type RefObject } from "react";
import { cn } from "./cn";
import { FIRST_SCREEN } from "./first-screen";
import type { default as SliderEngine, SliderControls } from "./slider-engine";
import { useNearViewportSince } from "./use-near-viewport";

// The carousel's moving part, with Embla, is fetched once the page runs: its effects were in the
// first-load JS of every page with a slider (home, catalogue, category pages), for slides that move only later.
// Not React's lazy: a chunk that can't be fetched (offline) would throw to the error boundary and replace the
// page; here the slider just stays still, as it is before the engine comes.
let engineCode: Promise<typeof SliderEngine> | undefined;
const loadEngine = () =>
  (engineCode ??= import("./slider-engine").then(
    (module) => module.default,
    (err: unknown) => {
      engineCode = undefined;
      throw err;
    },
  ));

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** One of the carousel's round controls (previous, stop/start, next); `pressed` for the toggle. */
function ControlButton({
  label,
  pressed,
  onClick,
  disabled,
  tone,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled: boolean;
  tone: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} aria-pressed={pressed} disabled={disabled} className={cn("slider-button", tone)}>
      {children}
    </button>
  );
}

/**
 * A carousel (Embla) with previous / pause / next buttons. It advances every `intervalMs`, loops when it holds
 * more than `loopOver` slides, pauses while hovered or focused (and for reduced motion); `slideClassName` sets
 * each slide's width with CSS, so nothing moves when it starts. The server's HTML holds only the first
 * `serverSlides` (what the widest screen shows at once): the others join, and the engine starts, when the slider
 * nears the viewport, which keeps public pages light (a hero of 15 courses was 29 KB of markup for one visible
 * slide) and a phone's first seconds free of sliders below the fold.
 */
export function Slider({
  label,
  children,
  intervalMs = 3000,
  loopOver = 4,
  slideClassName = "basis-full",
  controls = "below",
  tone = "light",
  serverSlides = FIRST_SCREEN,
  start = true,
  className,
}: {
  label: string;
  children: ReactNode;
  intervalMs?: number;
  loopOver?: number;
  slideClassName?: string;
  controls?: "below" | "overlay";
  tone?: "light" | "dark";
  serverSlides?: number;
  /** False holds back the other slides and the engine even near the viewport (the hero: until its first turn is due). */
  start?: boolean;
  className?: string;
}) {
  const all = Children.toArray(children);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // The slides beyond the server's and the engine come when the slider nears the viewport.
  // The first slide shows from when the slider nears the viewport: its first turn is due an interval after.
  const shownSince = useNearViewportSince(viewport);
  const near = shownSince !== undefined && start;
  const slides = near ? all : all.slice(0, serverSlides);
  const loop = all.length > loopOver;
  const engineRef = useRef<SliderControls>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(all.length);
  const pause = usePause();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slider
      data-selected={selected}
      data-paused={pause.paused ? "true" : "false"}
      className={cn("relative", className)}
      {...pause.handlers}
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-5 flex touch-pan-y" aria-live={pause.paused ? "polite" : "off"}>
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${all.length}`} className={cn("slide", slideClassName)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <SlideButtons engineRef={engineRef} canMove={snapCount > 1} controls={controls} tone={tone} stopped={pause.stopped} onStop={pause.toggleStopped} />
      <LazyEngine
        viewport={viewport}
        near={near}
        options={{ loop, align: "start", containScroll: loop ? false : "trimSnaps", skipSnaps: false }}
        paused={pause.paused}
        intervalMs={intervalMs}
        shownSince={shownSince}
        controlsRef={engineRef}
        onSelect={setSelected}
        onSnapCount={setSnapCount}
      />
    </section>
  );
}

/** The engine, once its code has come: it is fetched when the slider has a viewport near the screen; until then, nothing. */
function LazyEngine({ viewport, near, ...props }: Omit<ComponentProps<typeof SliderEngine>, "viewport"> & { viewport: HTMLElement | null; near: boolean }) {
  const [Engine, setEngine] = useState<typeof SliderEngine>();
  useEffect(() => {
    if (!viewport || !near) return;
    let live = true;
    void loadEngine().then(
      (engine) => live && setEngine(() => engine),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [viewport, near]);
  return viewport && Engine ? <Engine viewport={viewport} {...props} /> : null;
}

/** Whether the slide show waits: while hovered or focused, once stopped, or for reduced motion. */
function usePause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused: hovered || focused || stopped || reducedMotion, stopped, toggleStopped: () => setStopped((value) => !value), handlers };
}

/** The row of previous, stop/start and next buttons (hidden while there is nowhere to move). */
function SlideButtons({
  engineRef,
  canMove,
  controls,
  tone,
  stopped,
  onStop,
}: {
  engineRef: RefObject<SliderControls | null>;
  canMove: boolean;
  controls: "below" | "overlay";
  tone: "light" | "dark";
  stopped: boolean;
  onStop: () => void;
}) {
  // Until the engine runs the buttons do nothing, as before Embla was loaded.
  const next = () => engineRef.current?.next();
  const previous = () => engineRef.current?.previous();
  const buttonTone =
    tone === "dark"
      ? "bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25"
      : "bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 shadow-sm";
  return (
    <div
      className={cn(
        "flex items-center gap-2",
        // Overlay controls sit bottom-left on phones, where the floating WhatsApp button (bottom-right) can't cover them.
        controls === "overlay" ? "absolute bottom-4 left-0 z-10 sm:left-auto sm:right-4" : "mt-6 justify-center",
        !canMove && "invisible",
      )}
    >
      <ControlButton label="Previous slide" onClick={previous} disabled={!canMove} tone={buttonTone}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
      </ControlButton>
      <ControlButton
        label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}
        pressed={stopped}
        onClick={onStop}
        disabled={!canMove}
        tone={buttonTone}
      >
        {stopped ? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5Z" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <rect x="5" y="4" width="3.5" height="12" rx="1" />
            <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
          </svg>
        )}
      </ControlButton>
      <ControlButton label="Next slide" onClick={next} disabled={!canMove} tone={buttonTone}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
        </svg>
      </ControlButton>
    </div>
  );
}
