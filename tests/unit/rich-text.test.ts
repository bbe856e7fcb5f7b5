// The course overview's rich text rule (security.md): an allow-list of tags, links to http(s) and mailto only. Kept
// here beside the sanitizer's own upgrades (sanitize-html 2.17.6 closed URI-bearing attributes and 2.17.4 raw-text
// tags): whatever the library's defaults become, this rule holds.
import { describe, expect, it } from "vitest";
import { plainTextOf, sanitizeRichText } from "@/lib/content/sanitize";

describe("the course overview's rich text", () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="//evil.example/">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="https://example.com/" onclick="x()">ok</a>', '<a href="https://example.com/" rel="noopener noreferrer nofollow">ok</a>'],
    ['<a href="mailto:hi@example.com">mail</a>', '<a href="mailto:hi@example.com" rel="noopener noreferrer nofollow">mail</a>'],
    ['<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>', "b"],
    ['<video poster="javascript:alert(1)"></video><p background="javascript:alert(1)">p</p>', "<p>p</p>"],
    ["<xmp><img src=x onerror=alert(1)></xmp>", ""],
    ["<p>Intro <img src=x onerror=alert(1)></p><script>alert(1)</script>", "<p>Intro </p>"],
    ['<svg><a xlink:href="javascript:alert(1)">s</a></svg>', '<a rel="noopener noreferrer nofollow">s</a>'],
    ['<p style="color:red">Plain <strong>bold</strong></p>', "<p>Plain <strong>bold</strong></p>"],
  ])("%s becomes %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("reads as plain text without markup", () => {
    expect(plainTextOf("<p>Fish &amp; chips</p><script>x()</script><p>  and   more</p>")).toBe("Fish & chips and more");
  });
});
