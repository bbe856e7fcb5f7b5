import { WaitlistConfirmNotice } from "@/components/site/mailed-link-notices";

/** A forged or malformed confirmation link, or a removed entry: the same words as ever, as a 404 (Next marks it noindex). */
export default function WaitlistLinkNotFound() {
  return <WaitlistConfirmNotice state={{ kind: "invalid" }} />;
}
