"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";

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
        const answer = await api.put("/api/admin/ratings/{id}", { params: { id }, body: { isVisible: !isVisible } });
        setBusy(false);
        notify(messageOf(answer, "Something went wrong."), answer.ok ? "success" : "error");
        if (answer.ok) router.refresh();
      }}
    >
      {isVisible ? "Hide" : "Show"}
    </Button>
  );
}
