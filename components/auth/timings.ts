// The spec's timings (§9), in milliseconds.
export const LOGIN_REDIRECT_MS = 1500;
export const REGISTER_REDIRECT_MS = 2000;
export const PASSWORD_REDIRECT_MS = 2000;
export const ACTIVATION_REDIRECT_MS = 5000;
export const SPINNER_HOLD_MS = 2000;
