"use client";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { controlClasses } from "@/components/ui/control";
import { formatCountdown, otpProblem } from "@/lib/validation/account-rules";

/** The six-digit code box: digits only, the phone's one-time-code autofill, and the error read out when it appears. */
function OtpCodeField({
  inputRef,
  code,
  error,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  code: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const inputId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        OTP
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={controlClasses(error, "text-center text-xl font-semibold tracking-[0.5em]")}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The countdown to the next SMS, and Resend, enabled once it reaches zero. */
function ResendRow({ secondsLeft, resending, onResend }: { secondsLeft: number; resending: boolean; onResend: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-slate-600">
        {secondsLeft > 0 ? (
          <>
            Resend OTP in{" "}
            <span className="font-semibold tabular-nums text-ink" data-testid="otp-countdown">
              {formatCountdown(secondsLeft)}
            </span>
          </>
        ) : (
          "Didn't get the code?"
        )}
      </p>
      <Button variant="ghost" size="sm" onClick={onResend} disabled={secondsLeft > 0} loading={resending}>
        Resend OTP
      </Button>
    </div>
  );
}

/**
 * The OTP modal: the code typed by the visitor goes to the server, which alone decides. The countdown starts
 * at 1:59; resend is enabled at zero.
 */
export function OtpDialog({
  open,
  phone,
  secondsLeft,
  verifying,
  resending,
  serverError,
  onVerify,
  onResend,
  onClose,
}: {
  open: boolean;
  phone: string;
  secondsLeft: number;
  verifying: boolean;
  resending: boolean;
  serverError?: string;
  onVerify: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const shownError = error ?? serverError;

  // Each opening starts with an empty code (state reset while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCode("");
      setError(undefined);
    }
  }
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [open]);

  const submit = () => {
    const problem = otpProblem(code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    onVerify(code.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} title="Verify your phone number">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600">
          We sent a 6-digit code by SMS to <strong className="text-ink">{phone}</strong>.
        </p>
        <OtpCodeField
          inputRef={inputRef}
          code={code}
          error={shownError}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <ResendRow secondsLeft={secondsLeft} resending={resending} onResend={onResend} />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={verifying}>
            Verify
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
