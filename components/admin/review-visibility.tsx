"use client";
import { api } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";

/** Hide or show a review: the course's rating is recomputed and the public slider follows at once. */
export function ReviewVisibilityButton({ id, isVisible, author }: { id: string; isVisible: boolean; author: string }) {
  const toggle = useApiAction((call) => api.put("/api/admin/ratings/{id}", { params: { id }, body: { isVisible: !isVisible } }, call));
  return (
    <Button
      size="sm"
      variant={isVisible ? "outline" : "primary"}
      loading={toggle.pending}
      aria-label={`${isVisible ? "Hide" : "Show"} the review by ${author}`}
      onClick={() => void toggle.run()}
    >
      {isVisible ? "Hide" : "Show"}
    </Button>
  );
}
