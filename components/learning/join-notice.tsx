import { NoticeLink, NoticePage } from "@/components/ui/notice-page";
import type { JoinState } from "@/lib/attendance/join";
import { momentInWords } from "@/lib/format";
import { NOT_FOUND_TEXT } from "@/components/site/error-screen";

/**
 * The Join waiting page's words (sales-and-batches.md §4): when the next session opens, or that the batch ended or
 * was cancelled. Join itself (/join/{trainingId}) records attendance, so while the window is open this page only
 * offers it.
 */
export function JoinNotice({ trainingId, state }: { trainingId: string; state: JoinState }) {
  const join = `/join/${encodeURIComponent(trainingId)}`;
  const back = (
    <NoticeLink href="/my-learning" primary>
      Back to My Learning
    </NoticeLink>
  );
  if (state.kind === "ended") {
    return (
      <NoticePage heading="This batch has ended" actions={back}>
        <p>{`All sessions of ${state.courseTitle} are over. Thank you for attending.`}</p>
      </NoticePage>
    );
  }
  if (state.kind === "cancelled") {
    return (
      <NoticePage heading="This batch was cancelled" actions={back}>
        <p>{`${state.courseTitle} was cancelled, so there is no session to join.`}</p>
      </NoticePage>
    );
  }
  if (state.kind === "open") {
    return (
      <NoticePage
        heading="The session is open"
        actions={
          <>
            <NoticeLink href={join} primary>
              Join now
            </NoticeLink>
            <NoticeLink href="/my-learning">Back to My Learning</NoticeLink>
          </>
        }
      >
        <p>Join opens 15 minutes before each session and closes when it ends.</p>
      </NoticePage>
    );
  }
  const tryAgain = (
    <>
      {back}
      <NoticeLink href={join}>Try again</NoticeLink>
    </>
  );
  if (state.noLink) {
    return (
      <NoticePage heading="The meeting link is not ready yet" actions={tryAgain}>
        <p>{`The session of ${state.courseTitle} is open, but its meeting link is not ready yet. Please try again in a moment.`}</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage heading="The session is not open yet" actions={tryAgain}>
      <p>{`The next session of ${state.courseTitle} opens for joining at ${momentInWords(state.opensAt, state.timeZone)} (${state.timeZone}).`}</p>
      <p>{`It starts at ${momentInWords(state.startsAt, state.timeZone)}. Join opens 15 minutes before each session and closes when it ends.`}</p>
    </NoticePage>
  );
}

/** Join without an active enrolment: the 404 page's words, which the route answers itself (rendered on the server). */
export function JoinNotFound() {
  return (
    <NoticePage
      heading="Page not found"
      actions={
        <>
          <NoticeLink href="/" primary>
            Go Back
          </NoticeLink>
          <NoticeLink href="/training-courses">Browse courses</NoticeLink>
        </>
      }
    >
      <p>{NOT_FOUND_TEXT}</p>
    </NoticePage>
  );
}
