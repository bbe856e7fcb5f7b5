import { accountMessages } from "@/lib/validation/account-rules";
import { RegisterFormPlain } from "./register-form-plain";

/**
 * Name, email, phone, password. A server component handing the plain form its words, so the page's JavaScript
 * needs neither the account rules nor the form's libraries until the visitor starts filling it in.
 */
export function RegisterForm({ dialCode }: { dialCode: string }) {
  return <RegisterFormPlain dialCode={dialCode} verifyHint={accountMessages.phoneNotVerified} />;
}
