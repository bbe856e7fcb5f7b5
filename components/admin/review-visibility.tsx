"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { adminRequest } from "./api";

/** Hide or show a review: the course's rating is recomputed and the public slider follows at once. */
export function ReviewVisibilityButton({ id, isVisible, author }: { id: string; isVisible: boolean; author: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant={isVisible ? "outline" : "primary"}
      loading={busy}
      aria-label={`${isVisible ? "Hide" : "Show"} the review by ${author}`}
      onClick={async () => {
        setBusy(true);
        const answer = await adminRequest("PUT", `/api/admin/ratings/${id}`, { isVisible: !isVisible });
        setBusy(false);
        notify(answer.message, answer.ok ? "success" : "error");
        if (answer.ok) router.refresh();
      }}
    >
      {isVisible ? "Hide" : "Show"}
    </Button>
  );
}
