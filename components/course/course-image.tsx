import { imageLoading } from "@/components/ui/image-loading";
import { imageSrc } from "@/lib/images/image-path";

/**
 * A course's picture at its 16:9 size (the box is reserved before it loads); another host's comes through the
 * site's image path, drawn at the size shown. Lazy, unless it is the page's
 * first and largest image (the course page's, the hero's first slide), which loads first.
 */
export function CourseImage({ src, priority = false, className }: { src: string; priority?: boolean; className?: string }) {
  return <img src={imageSrc(src, 800)} alt="" width={800} height={450} {...imageLoading(priority)} className={className} />;
}
