import type { SocialNetwork } from "@/lib/site-config";

/** The mark of a social network (drawn by app/globals.css), decorative: the link around it carries the name. */
export function SocialIcon({ name }: { name: SocialNetwork }) {
  return <span aria-hidden="true" className={`social-icon social-icon-${name.toLowerCase()}`} />;
}
