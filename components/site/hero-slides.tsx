"use client";
import type { ReactNode } from "react";
import { api } from "@/components/api/client";
import { shuffle } from "@/lib/shuffle";
import { HeroSlide } from "./hero-slide";

/** The spec's hero holds up to 15 courses: the slide on screen and 14 others at most. */
const OTHERS = 14;

/**
 * The hero's other slides, loaded when the browser is idle after the page or on the visitor's first move over the
 * hero (hero-slider.tsx): the rest of the server's pick, in an order random per visit (the page's HTML is the same
 * for everybody). The slide on screen stays: replacing it after the page appeared swapped the title under the
 * reader's eyes and made the new one the page's largest paint, after the scripts. Nothing when the call fails.
 */
export async function otherHeroSlides(firstId: string): Promise<ReactNode[]> {
  const answer = await api.get("/api/course/featured");
  if (!answer.ok || !answer.data) return [];
  // Up to 15 courses come, picked at random by each answer: the page's first slide (from a kept page, picked
  // earlier) need not be among them, and then all 15 were added to it.
  return shuffle(answer.data.filter((course) => course.id !== firstId))
    .slice(0, OTHERS)
    .map((course) => <HeroSlide key={course.id} course={course} />);
}
