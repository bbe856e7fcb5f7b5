import type { ReactNode } from "react";
import { NoticeForm, NoticeLink, NoticePage } from "@/components/ui/notice-page";
import { waitlistMessages } from "@/lib/validation/contact-rules";

// The pages of links in mails (sales-and-batches.md §3: reminders and the waitlist): what the link does, its one
// button, the result. A GET only shows the button (mail scanners and link previews fetch links, they do not submit
// forms). The words are written once here: the pages under app/(site) render these, and the API routes of links in
// mails sent before the pages existed render the same components as whole documents.

/** Where the button posts: a server action with the token as a field, or the API address holding the token. */
export type NoticeAction = string | ((data: FormData) => Promise<void>);

/** The ask step of a mailed link: its one button (and what the page offers beside it), then the words. */
function AskNotice({
  heading,
  state,
  button,
  beside,
  children,
}: {
  heading: string;
  state: { action: NoticeAction; fields?: Record<string, string> };
  button: string;
  beside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <NoticePage
      heading={heading}
      actions={
        <>
          <NoticeForm action={state.action} fields={state.fields}>
            {button}
          </NoticeForm>
          {beside}
        </>
      }
    >
      {children}
    </NoticePage>
  );
}

type Channel = "email" | "sms";
const channelName = (channel: Channel) => (channel === "email" ? "email" : "SMS");
const settings = (
  <NoticeLink href="/account/edit" primary>
    Notification settings
  </NoticeLink>
);

export type UnsubscribeState =
  { kind: "ask"; channel: Channel; action: NoticeAction; fields?: Record<string, string> } | { kind: "done"; channel: Channel } | { kind: "invalid" };

export const unsubscribeHeadings = {
  ask: "Unsubscribe from session reminders",
  done: "You are unsubscribed",
  invalid: "This link does not work",
} as const;

/** The unsubscribe link of a reminder mail: the button, the result, or a link that does not work. */
export function UnsubscribeNotice({ state }: { state: UnsubscribeState }) {
  const heading = unsubscribeHeadings[state.kind];
  if (state.kind === "invalid") {
    return (
      <NoticePage heading={heading} actions={settings}>
        <p>This unsubscribe link is invalid. You can switch reminders off in your notification settings.</p>
      </NoticePage>
    );
  }
  if (state.kind === "done") {
    return (
      <NoticePage heading={heading} actions={settings}>
        <p>{`You will no longer get session reminders by ${channelName(state.channel)}. You can switch them back on in your notification settings.`}</p>
      </NoticePage>
    );
  }
  return (
    <AskNotice
      heading={heading}
      state={state}
      button="Unsubscribe"
      beside={
        <a href="/account/edit" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Notification settings
        </a>
      }
    >
      <p>{`Press Unsubscribe and you will no longer get session reminders by ${channelName(state.channel)}.`}</p>
    </AskNotice>
  );
}

export type WaitlistConfirmState = { kind: "ask"; action: NoticeAction; fields?: Record<string, string> } | { kind: "done" } | { kind: "invalid" };

export const waitlistConfirmHeadings = {
  ask: "Confirm your place on the waitlist",
  done: "You are on the waitlist",
  invalid: "This link does not work",
} as const;

const courses = (
  <NoticeLink href="/training-courses" primary>
    Training courses
  </NoticeLink>
);

/** The confirmation link of a waitlist entry: the button, the result, or a link that does not work. */
export function WaitlistConfirmNotice({ state }: { state: WaitlistConfirmState }) {
  const heading = waitlistConfirmHeadings[state.kind];
  if (state.kind === "ask") {
    return (
      <AskNotice heading={heading} state={state} button="Confirm">
        <p>Press Confirm and we will email you as soon as a seat is free in this batch.</p>
      </AskNotice>
    );
  }
  return (
    <NoticePage heading={heading} actions={courses}>
      <p>{state.kind === "done" ? waitlistMessages.joined : waitlistMessages.confirmInvalid}</p>
    </NoticePage>
  );
}
