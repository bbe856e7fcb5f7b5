"use client";
import { useId, useState } from "react";
import { cn } from "@/components/ui/cn";

const STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  const id = useId();
  return (
    <svg viewBox="0 0 24 24" className="size-9" aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset={fill === 1 ? "100%" : fill === 0.5 ? "50%" : "0%"} stopColor="#f59e0b" />
          <stop offset={fill === 1 ? "100%" : fill === 0.5 ? "50%" : "0%"} stopColor="#e2e8f0" />
        </linearGradient>
      </defs>
      <path fill={`url(#${id})`} stroke="#b45309" strokeWidth="0.75" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Half-star rating input: ten radio buttons (arrow keys move by half a star) drawn as five stars. */
export function StarInput({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const [hover, setHover] = useState<number | undefined>();
  const shown = hover ?? value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Your rating</legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="relative flex" onMouseLeave={() => setHover(undefined)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <span key={star} className="relative">
              <Star fill={shown >= star ? 1 : shown >= star - 0.5 ? 0.5 : 0} />
              {[star - 0.5, star].map((step) => (
                <label
                  key={step}
                  className={cn("absolute inset-y-0 w-1/2 cursor-pointer", step === star ? "right-0" : "left-0")}
                  onMouseEnter={() => setHover(step)}
                >
                  <input type="radio" name={name} value={step} checked={value === step} onChange={() => onChange(step)} className="peer sr-only" />
                  <span className="sr-only">{step === 1 ? "1 star" : `${step} stars`}</span>
                  <span aria-hidden="true" className="absolute inset-0 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700" />
                </label>
              ))}
            </span>
          ))}
        </div>
        <span className="min-w-16 text-sm font-semibold text-slate-700" aria-live="polite">
          {value > 0 ? `${value} / 5` : "Not rated"}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <input type="hidden" value={STEPS.includes(value) ? value : 0} readOnly />
    </fieldset>
  );
}
