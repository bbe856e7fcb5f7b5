"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { reviewBodySchema } from "@/lib/validation/review";
import { StarInput } from "./star-input";

/** Add Review: stars (half steps, at most 5) and a text; shows the learner's current review when there is one. */
export function ReviewDialog({
  open,
  onClose,
  courseId,
  courseTitle,
  current,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  courseId: string;
  courseTitle: string;
  current: { rating: number; review: string } | null;
  onSaved: (review: { rating: number; review: string }) => void;
}) {
  const [rating, setRating] = useState(current?.rating ?? 0);
  const [review, setReview] = useState(current?.review ?? "");
  const [errors, setErrors] = useState<{ newRating?: string; review?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ newRating: rating, review });
    if (!parsed.success) {
      const fieldErrors: { newRating?: string; review?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as "newRating" | "review";
        fieldErrors[key] ??= issue.message;
      }
      setErrors(fieldErrors);
      notify(parsed.error.issues[0]!.message, "error");
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch(`/api/course/updateCourseRating/${courseId}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ courseId, newRating: parsed.data.newRating, review: parsed.data.review }),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
      if (!res.ok || !body.success) {
        notify(body.message || "Something went wrong.", "error");
        return;
      }
      notify(body.message || "Thank you! Your review has been saved.", "success");
      onSaved({ rating: parsed.data.newRating, review: parsed.data.review });
      onClose();
    } catch {
      notify("Something went wrong.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={current ? "Edit your review" : "Add review"}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{courseTitle}</p>
        <StarInput value={rating} onChange={setRating} error={errors.newRating} />
        <TextAreaField label="Your review" required rows={4} value={review} onChange={(e) => setReview(e.target.value)} error={errors.review} maxLength={2000} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {current ? "Update review" : "Submit review"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
