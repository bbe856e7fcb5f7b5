// Intl formatters are costly to build and cheap to reuse: one per locale and options, kept for the life of the
// process. Built anew on each render, they cost more than time: each one's ICU memory outlives it in the process
// (200,000 DateTimeFormats left 1.2 GB resident after a full garbage collection, on Node 20), and a console page that
// built one per row took the server past 1 GB through npm run bench -- --scale. The keys are bounded:
// a handful of formats, each in at most every time zone.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return kept(`names|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([locale], options));
}
