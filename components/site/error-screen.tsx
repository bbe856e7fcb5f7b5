import type { ReactNode } from "react";

/** The spec's not-found sentence. */
export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist or has been moved.";

/** The layout of the not-found and error screens: illustration, heading, text, actions. */
export function ErrorScreen({
  image,
  imageAlt,
  title,
  text,
  children,
}: {
  image: string;
  imageAlt: string;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex flex-1 items-center">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
        {/* Low priority: the not-found screen is in every page's React payload (the layout's not-found boundary), and
            React preloads each image there that is neither lazy nor low priority, on every page. */}
        <img src={image} alt={imageAlt} width={480} height={360} fetchPriority="low" className="h-auto w-full max-w-sm" />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg leading-8 text-slate-600">{text}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
