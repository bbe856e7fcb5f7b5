"use client";
import { Controller } from "react-hook-form";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { reviewWire, type ReviewFields } from "@/lib/validation/review";
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
  current: ReviewFields | null;
  onSaved: (review: ReviewFields) => void;
}) {
  const form = useApiForm({
    schema: reviewWire,
    defaultValues: { rating: current?.rating ?? 0, text: current?.text ?? "" },
    send: (values) => api.put("/api/course/updateCourseRating/{courseId}", { params: { courseId }, body: reviewWire.encode(values) }),
    onSuccess: (_answer, values) => {
      onSaved(values);
      onClose();
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onClose={onClose} title={current ? "Edit your review" : "Add review"}>
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{courseTitle}</p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => <StarInput value={Number(field.value) || 0} onChange={field.onChange} error={errors.rating?.message} />}
        />
        <TextAreaField label="Your review" required rows={4} maxLength={2000} error={errors.text?.message} {...form.register("text")} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {current ? "Update review" : "Submit review"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
