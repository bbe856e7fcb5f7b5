"use client";
import { useLayoutEffect, useRef, useState, type ComponentType, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";

/** A form control's value as the plain form held it: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/**
 * What the real form takes over from the plain one: what was typed so far (by control name), and whether a submit
 * was asked for before it loaded (it is sent once, by the real form, as soon as it is there).
 */
export interface Takeover {
  values: FormValues;
  submit: boolean;
}

/** The named controls of a form and their values: text as typed, a checkbox's checked state, a radio group's choice. */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[element.name] = element.value;
      else values[element.name] ??= "";
    } else values[element.name] = element.value;
  }
  return values;
}

/** Where the focus and the caret were: the control's place among the form's elements, and its selection. */
interface Caret {
  index: number;
  start: number | null;
  end: number | null;
}

function caretIn(form: HTMLFormElement): Caret | undefined {
  const active = document.activeElement;
  const index = Array.from(form.elements).findIndex((element) => element === active);
  if (index < 0) return undefined;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = text?.selectionStart ?? null;
    end = text?.selectionEnd ?? null;
  } catch {
    // Inputs without a selection (email in some browsers) throw: the caret goes to the end.
  }
  return { index, start, end };
}

function restoreCaret(form: HTMLFormElement, caret: Caret) {
  const element = form.elements[caret.index];
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && caret.start !== null) {
    try {
      element.setSelectionRange(caret.start, caret.end ?? caret.start);
    } catch {
      // Not a text control (email, number): the browser keeps its own caret.
    }
  }
}

/**
 * A public page's form without its weight: the page brings plain HTML (`children`, the same fields, labels, ids'
 * shape and sizes as the real form, uncontrolled), and the real form (react-hook-form, its zod schema) loads on the
 * first focus, pointer press, key or submit. It then takes the plain form's place in one commit with what was typed,
 * the focus and the caret where they were; a submit before it arrived is queued and sent once.
 * Both sit in the same `display: contents` wrapper, so the swap moves nothing.
 */
export function LazyForm<P extends object>({
  load,
  props,
  values,
  children,
}: {
  /** The real form's module, e.g. `() => import("./contact-form-live").then((m) => m.ContactFormLive)`. */
  load: () => Promise<LiveForm<P>>;
  props: P;
  /** Reads the plain form's values (default: its named controls); for fields whose value spans several controls. */
  values?: (form: HTMLFormElement) => FormValues;
  children: ReactNode;
}) {
  const { wrapper, live, plainHandlers } = useTakeover(load, values);
  if (live) {
    return (
      <div ref={wrapper} className="contents">
        <live.Form {...props} takeover={live.takeover} />
      </div>
    );
  }
  return (
    <div ref={wrapper} className="contents" {...plainHandlers}>
      {children}
    </div>
  );
}

type LiveForm<P> = ComponentType<P & { takeover?: Takeover }>;

/**
 * The swap's state machine: the real form starts loading on the first sign of use; once it is there (and no press is
 * under way) the plain form's values and caret are read and the real form mounts in one commit, then gets back the
 * focus, a plain button's click and a queued submit.
 */
function useTakeover<P>(load: () => Promise<LiveForm<P>>, values: ((form: HTMLFormElement) => FormValues) | undefined) {
  const wrapper = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const submitQueued = useRef(false);
  const caret = useRef<Caret | undefined>(undefined);
  /** A plain button (not Submit: Send OTP, Show password) clicked before the swap: clicked again on the real form. */
  const clicked = useRef<number | undefined>(undefined);
  const [live, setLive] = useState<{ Form: LiveForm<P>; takeover: Takeover }>();

  const pressed = useRef(false);
  const waiting = useRef<LiveForm<P>>(undefined);

  const swap = (Form: LiveForm<P>) => {
    const form = wrapper.current?.querySelector("form");
    const typed = form ? (values ?? formValues)(form) : {};
    caret.current = form ? caretIn(form) : undefined;
    // In one synchronous commit: no keystroke can land between reading the plain form and the real one's arrival.
    flushSync(() => setLive({ Form, takeover: { values: typed, submit: submitQueued.current } }));
  };

  const start = () => {
    if (started.current) return;
    started.current = true;
    void load().then((Form) => {
      // A press under way (a click on Send, a radio, a checkbox) finishes on the plain form: swapping the element
      // between pointerdown and pointerup would lose the click. Its effect (a queued submit, a checked box) carries over.
      if (pressed.current) waiting.current = Form;
      else swap(Form);
    });
  };

  const press = () => {
    pressed.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      // After the click that follows pointerup.
      window.setTimeout(() => {
        pressed.current = false;
        if (waiting.current) swap(waiting.current);
        waiting.current = undefined;
      }, 0);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    start();
  };

  useLayoutEffect(() => {
    if (!live) return;
    const form = wrapper.current?.querySelector("form");
    if (!form) return;
    if (caret.current) restoreCaret(form, caret.current);
    const button = clicked.current === undefined ? undefined : form.elements[clicked.current];
    if (button instanceof HTMLButtonElement && !button.disabled) button.click();
    if (live.takeover.submit) form.requestSubmit();
    // Once: the real form owns the focus and the submit from here on.
  }, [live]);

  /** The plain form's listeners: any sign of use starts the load; a plain button's click and a submit are kept for later. */
  const plainHandlers = {
    onFocusCapture: start,
    onPointerDownCapture: press,
    onKeyDownCapture: start,
    onInputCapture: start,
    onClickCapture: (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      const form = wrapper.current?.querySelector("form");
      if (button && form && button.type === "button") clicked.current = Array.from(form.elements).indexOf(button);
    },
    onSubmitCapture: (event: FormEvent) => {
      event.preventDefault();
      submitQueued.current = true;
      start();
    },
  };

  return { wrapper, live, plainHandlers };
}
