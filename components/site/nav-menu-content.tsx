"use client";
// The navigation menus' content, loaded when a menu first opens (nav-parts.tsx): the Courses menu's categories and
// courses, and the signed-in visitor's profile menu.
import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useId, useRef, useState } from "react";
import { imageSrc } from "@/lib/images/image-path";
import { profileLinks, type NavCategory, type NavCourse } from "./nav-links";

export function CoursesMenu({ categories, courses, onNavigate }: { categories: NavCategory[]; courses: NavCourse[]; onNavigate: () => void }) {
  return (
    <div className="grid gap-6 nav:grid-cols-[13rem_1fr]">
      <div>
        <p className="text-xs font-bold uppercase tracking-wider text-slate-600">Categories</p>
        <ul className="mt-3 space-y-1">
          {categories.map((category) => (
            <li key={category.slug}>
              <IntentLink
                href={`/training-courses/category/${category.slug}`}
                onClick={onNavigate}
                className="block rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {category.name}
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="text-xs font-bold uppercase tracking-wider text-slate-600">Popular courses</p>
        {courses.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No results</p>
        ) : (
          <ul className="mt-3 grid gap-1 nav:grid-cols-2">
            {courses.map((course) => (
              <li key={course.slug}>
                <IntentLink
                  href={`/training-courses/course/${course.slug}`}
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {course.image && (
                    <img src={imageSrc(course.image, 96)} alt="" width={48} height={27} className="h-[27px] w-12 shrink-0 rounded object-cover" />
                  )}
                  <span className="line-clamp-2">{course.title}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
        <IntentLink
          href="/training-courses"
          onClick={onNavigate}
          className="mt-4 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          Show All Courses <span aria-hidden="true">→</span>
        </IntentLink>
      </div>
    </div>
  );
}

export function ProfileMenu({
  name,
  onLogout,
  places = profileLinks,
}: {
  name: string;
  onLogout: () => void;
  places?: readonly { href: string; label: string }[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);
  return (
    <div
      ref={ref}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          ref.current?.querySelector("button")?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials || "?"}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <span className="sr-only">: profile menu</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={menuId} hidden={!open} className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200">
        {places.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
        <li className="border-t border-slate-100">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="block w-full px-4 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
