import { imageLoading } from "@/components/ui/image-loading";

/**
 * A course's picture at its 16:9 size (the box is reserved before it loads). Lazy, unless it is the page's
 * first and largest image (the course page's, the hero's first slide), which loads first.
 */
export function CourseImage({ src, priority = false, className }: { src: string; priority?: boolean; className?: string }) {
  return <img src={src} alt="" width={800} height={450} {...imageLoading(priority)} className={className} />;
}
