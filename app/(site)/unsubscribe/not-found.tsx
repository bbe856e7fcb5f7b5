import { UnsubscribeNotice } from "@/components/site/mailed-link-notices";

/** A forged, malformed or expired unsubscribe link: the same words as ever, as a 404 (Next marks it noindex). */
export default function UnsubscribeLinkNotFound() {
  return <UnsubscribeNotice state={{ kind: "invalid" }} />;
}
